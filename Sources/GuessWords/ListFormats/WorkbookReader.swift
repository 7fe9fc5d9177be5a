import Foundation
import GuessText
import ZIPFoundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads the first sheet of an .xlsx workbook (Office Open XML): the workbook part and its relationships
/// say which part is the first sheet; shared strings, inline strings and numbers all come out as text.
///
/// Every part is inflated with its bytes counted (at most `WorkbookProblem.partLimit`, whatever the
/// archive declares), refused when it declares a DTD, and read by Foundation's event-driven XML parser,
/// so memory follows the cells present: only columns A and B are kept.
enum WorkbookReader {
    /// The most shared strings read: two per row of the largest sheet.
    static let maximumSharedStrings = 2 * maximumRow
    /// Excel's last row.
    static let maximumRow = 1_048_576
    /// Excel's last column, XFD, as a 1-based number.
    static let maximumColumn = 16_384

    /// The name of the first sheet and its rows that hold anything, in order.
    /// `partLimit`: the most bytes a part may inflate to; `sharedStringLimit`: the most shared strings
    /// read (tests lower both to reach them cheaply).
    static func firstSheet(
        of data: Data, partLimit: Int = WorkbookProblem.partLimit, sharedStringLimit: Int = maximumSharedStrings
    ) throws(WorkbookProblem) -> (name: String, rows: [SheetRow]) {
        let archive: Archive
        do {
            archive = try Archive(data: data, accessMode: .read)
        } catch {
            throw .notZip
        }
        let workbookPath = officeDocumentPath(in: archive) ?? "xl/workbook.xml"
        if let other = otherDocument(in: archive, mainPart: workbookPath) { throw .otherDocument(other) }
        guard archive[workbookPath] != nil else { throw .missingPart(workbookPath) }
        let workbook = WorkbookPart()
        try parse(workbookPath, in: archive, with: workbook, limit: partLimit)
        guard let relationshipID = workbook.firstSheetRelationship else { throw .badPart(workbookPath) }
        let relationships = RelationshipsPart()
        try parse(relationshipsPath(of: workbookPath), in: archive, with: relationships, limit: partLimit)
        guard let sheetTarget = relationships.relationships.first(where: { $0.id == relationshipID })?.target else {
            throw .badPart(relationshipsPath(of: workbookPath))
        }
        let sheetPath = resolve(sheetTarget, from: workbookPath)

        let shared = SharedStringsPart(limit: sharedStringLimit)
        let sharedTarget = relationships.relationships.first { $0.type.hasSuffix("/sharedStrings") }?.target
        let sharedPath = sharedTarget.map { resolve($0, from: workbookPath) } ?? "xl/sharedStrings.xml"
        if archive[sharedPath] != nil {
            try parse(sharedPath, in: archive, with: shared, limit: partLimit)
            if shared.tooMany { throw .tooManyStrings(sharedPath) }
        }
        let sheet = WorksheetPart(sharedStrings: shared.strings)
        try parse(sheetPath, in: archive, with: sheet, limit: partLimit)
        if let problem = sheet.problem { throw problem }
        return (workbook.firstSheetName ?? "Sheet1", sheet.rows)
    }

    /// A cell reference's 1-based column and row (`B7`: 2 and 7), either nil when absent; throws when
    /// either is beyond Excel's sheet (`isRow`: the reference is a row's number, and named so).
    static func position(of reference: String, isRow: Bool = false) throws(WorkbookProblem) -> (column: Int?, row: Int?)
    {
        var column = 0
        var row = 0
        var letters = 0
        var digits = 0
        for scalar in reference.unicodeScalars {
            if digits == 0 && ("A"..."Z").contains(scalar) {
                column = column * 26 + Int(scalar.value - 64)
                letters += 1
                if column > maximumColumn { throw .beyondSheet(reference, isRow: isRow) }
            } else if ("0"..."9").contains(scalar) {
                row = row * 10 + Int(scalar.value - 48)
                digits += 1
                if row > maximumRow { throw .beyondSheet(reference, isRow: isRow) }
            } else {
                break
            }
        }
        return (letters == 0 ? nil : column, digits == 0 ? nil : row)
    }

    /// The kind of a ZIP archive that is an office document but not a workbook, when it is one.
    private static func otherDocument(in archive: Archive, mainPart: String) -> LocalizedText? {
        guard archive[mainPart] == nil || !mainPart.hasPrefix("xl/") else { return nil }
        if archive["word/document.xml"] != nil || mainPart.hasPrefix("word/") {
            return LocalizedText("a Word document", "Word 文档")
        }
        if archive["ppt/presentation.xml"] != nil || mainPart.hasPrefix("ppt/") {
            return LocalizedText("a PowerPoint presentation", "PowerPoint 演示文稿")
        }
        if archive["Index/Document.iwa"] != nil || archive["Index.zip"] != nil {
            return LocalizedText("a Numbers document", "Numbers 文稿")
        }
        if archive["content.xml"] != nil && archive["mimetype"] != nil {
            return LocalizedText("an OpenDocument file (.ods or .odt)", "OpenDocument 文档（.ods 或 .odt）")
        }
        return nil
    }

    /// The main document named by the package relationships (`_rels/.rels`), if they say.
    private static func officeDocumentPath(in archive: Archive) -> String? {
        let relationships = RelationshipsPart()
        guard archive["_rels/.rels"] != nil,
            (try? parse("_rels/.rels", in: archive, with: relationships, limit: 1 << 20)) != nil,
            let target = relationships.relationships.first(where: { $0.type.hasSuffix("/officeDocument") })?.target
        else { return nil }
        return resolve(target, from: "")
    }

    /// `xl/_rels/workbook.xml.rels` for `xl/workbook.xml`.
    private static func relationshipsPath(of part: String) -> String {
        let slash = part.lastIndex(of: "/")
        let directory = slash.map { String(part[...$0]) } ?? ""
        let name = slash.map { String(part[part.index(after: $0)...]) } ?? part
        return "\(directory)_rels/\(name).rels"
    }

    /// A relationship target, relative to the part that names it (or absolute from the package root).
    private static func resolve(_ target: String, from part: String) -> String {
        if target.hasPrefix("/") { return String(target.dropFirst()) }
        var components = part.split(separator: "/", omittingEmptySubsequences: true).dropLast().map(String.init)
        for component in target.split(separator: "/") {
            if component == ".." {
                _ = components.popLast()
            } else if component != "." {
                components.append(String(component))
            }
        }
        return components.joined(separator: "/")
    }

    /// Thrown from the inflater's consumer to stop at the limit.
    private struct PartTooLarge: Error {}

    /// Inflates part `path`, counting its bytes (at most `limit`), and feeds it to `reader`.
    private static func parse(
        _ path: String, in archive: Archive, with reader: some XMLParserDelegate, limit: Int
    ) throws(WorkbookProblem) {
        guard let entry = archive[path] else { throw .missingPart(path) }
        var data = Data()
        do {
            _ = try archive.extract(entry) { chunk in
                guard data.count + chunk.count <= limit else { throw PartTooLarge() }
                data.append(chunk)
            }
        } catch is PartTooLarge {
            throw .tooLarge(path)
        } catch {
            throw .badPart(path)
        }
        if declaresDocumentType(data) { throw .declaresDocumentType(path) }
        let parser = XMLParser(stream: InputStream(data: data))
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        guard parser.parse() else {
            if let problem = (reader as? WorksheetPart)?.problem { throw problem }
            if (reader as? SharedStringsPart)?.tooMany == true { throw .tooManyStrings(path) }
            throw .badPart(path)
        }
    }

    /// Whether the prolog of an XML document (before its first element) holds a `<!DOCTYPE`. A document
    /// in UTF-16 or UTF-32 (a zero byte among its first four) is looked at without its zero bytes, which
    /// leaves the ASCII of its markup.
    static func declaresDocumentType(_ document: Data) -> Bool {
        let data = document.prefix(4).contains(0) ? Data(document.lazy.filter { $0 != 0 }) : document
        var position = data.startIndex
        while let open = data[position...].firstIndex(of: UInt8(ascii: "<")) {
            let rest = data[(open + 1)...]
            if rest.starts(with: Array("?".utf8)) || rest.starts(with: Array("!--".utf8)) {
                let close = Array((rest.first == UInt8(ascii: "?") ? "?>" : "-->").utf8)
                guard let end = data.range(of: Data(close), in: open..<data.endIndex) else { return false }
                position = end.upperBound
                continue
            }
            return rest.first == UInt8(ascii: "!")
        }
        return false
    }
}
