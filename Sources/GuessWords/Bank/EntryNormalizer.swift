import GuessText

/// Trims an entry, folds inner runs of white space to one space, and refuses control characters,
/// invisible format characters, invalid UTF-8 and over-long entries.
enum EntryNormalizer {
    /// What became of a line.
    enum Outcome: Equatable {
        /// Nothing but white space.
        case blank
        /// The line is the entry as it stands (most lines).
        case asIs(isSimple: Bool)
        /// The entry is these bytes (trimmed or folded): never longer than the line.
        case rewritten([UInt8], isSimple: Bool)
    }

    /// Normalises one line (or field, or cell) of a list; longer than `limit` characters is a problem.
    static func normalize(
        _ line: ArraySlice<UInt8>, limit: Int = maximumEntryLength
    ) -> Result<Outcome, EntryProblem> {
        var isASCII = true
        var isPlain = true
        for byte in line {
            if byte >= 0x80 {
                isASCII = false
                break
            }
            if byte <= 0x20 || byte == 0x7F { isPlain = false }
        }
        if isASCII {
            if line.isEmpty { return .success(.blank) }
            if isPlain {
                return line.count > limit
                    ? .failure(.tooLong(line.count)) : .success(.asIs(isSimple: true))
            }
            return foldASCII(line, limit: limit)
        }
        // The one fast path: text made of printable ASCII and simple scalars (see `DuplicateKey`) is an
        // entry as it stands, one character per scalar. Its scalars are decoded by hand, without making a
        // String (which cost a million-entry CJK list a quarter of its load).
        if let scalars = countOfSimpleScalars(line) {
            return scalars > limit ? .failure(.tooLong(scalars)) : .success(.asIs(isSimple: true))
        }
        guard let text = String(validating: line, as: UTF8.self) else { return .failure(.invalidUTF8) }
        return normalizeUnicode(text, line: line, limit: limit)
    }

    /// The scalars of `line` when it is only printable ASCII and simple scalars, each sequence well formed;
    /// nil for anything else (the caller decodes it in full). Simple scalars take three or four bytes.
    private static func countOfSimpleScalars(_ line: ArraySlice<UInt8>) -> Int? {
        line.withUnsafeBufferPointer { bytes in
            var scalars = 0
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                let length = lead < 0x80 ? 1 : lead & 0xF0 == 0xE0 ? 3 : lead & 0xF8 == 0xF0 ? 4 : 0
                guard length > 0, index + length <= bytes.count else { return nil }
                if length == 1 {
                    guard lead > 0x20 && lead != 0x7F else { return nil }
                } else {
                    var value = UInt32(lead & (length == 3 ? 0x0F : 0x07))
                    for offset in 1..<length {
                        let byte = bytes[index + offset]
                        guard byte & 0xC0 == 0x80 else { return nil }
                        value = value << 6 | UInt32(byte & 0x3F)
                    }
                    // The simple scalars of three bytes start at U+3001, so none is an overlong form or a
                    // surrogate; four bytes must hold U+10000 or more (past U+10FFFF is no scalar).
                    guard length == 3 || value >= 0x10000, let scalar = Unicode.Scalar(value),
                        DuplicateKey.isSimple(scalar)
                    else { return nil }
                }
                index += length
                scalars += 1
            }
            return scalars
        }
    }

    /// An ASCII line with spaces, tabs or controls in it.
    private static func foldASCII(_ line: ArraySlice<UInt8>, limit: Int) -> Result<Outcome, EntryProblem> {
        var entry: [UInt8] = []
        var pendingSpace = false
        for byte in line {
            if byte == 0x20 || byte == 0x09 {
                pendingSpace = !entry.isEmpty
            } else if byte < 0x20 || byte == 0x7F {
                return .failure(.controlCharacter(UInt32(byte)))
            } else {
                if pendingSpace { entry.append(0x20) }
                pendingSpace = false
                entry.append(byte)
            }
        }
        if entry.isEmpty { return .success(.blank) }
        if entry.count > limit { return .failure(.tooLong(entry.count)) }
        return .success(entry.elementsEqual(line) ? .asIs(isSimple: true) : .rewritten(entry, isSimple: true))
    }

    private static func normalizeUnicode(
        _ text: String, line: ArraySlice<UInt8>, limit: Int
    ) -> Result<Outcome, EntryProblem> {
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control && scalar != "\t" {
                return .failure(.controlCharacter(scalar.value))
            }
            if OutsideText.isInvisibleFormat(scalar) { return .failure(.invisibleCharacter(scalar.value)) }
            if scalar.properties.isWhitespace {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace { result.append(" ") }
            pendingSpace = false
            result.append(scalar)
        }
        let entry = String(result)
        if entry.isEmpty { return .success(.blank) }
        if entry.count > limit { return .failure(.tooLong(entry.count)) }
        let isSimple = entry.unicodeScalars.allSatisfy { $0.isASCII || DuplicateKey.isSimple($0) }
        let bytes = Array(entry.utf8)
        return .success(bytes.elementsEqual(line) ? .asIs(isSimple: isSimple) : .rewritten(bytes, isSimple: isSimple))
    }
}
