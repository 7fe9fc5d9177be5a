import Foundation
import XMLCoder
import ZIPFoundation

/// Why a workbook could not be read.
enum WorkbookProblem: Error, Equatable, CustomStringConvertible {
    /// The file is not a ZIP archive at all.
    case notZip
    /// A ZIP archive, but of another kind of document (a Word document, a Numbers file).
    case otherDocument(String)
    /// A part the workbook needs is missing.
    case missingPart(String)
    /// A part is not the XML it should be.
    case badPart(String)
    /// A part is larger than any word list should be.
    case tooLarge(String)

    var description: String { text.english }

    /// The explanation in both languages.
    var text: LocalizedText {
        switch self {
        case .notZip:
            LocalizedText(
                "not an .xlsx workbook (not a ZIP archive); save it as .xlsx, .csv or .txt",
                "不是 .xlsx 工作簿（不是 ZIP 压缩包）；请另存为 .xlsx、.csv 或 .txt")
        case .otherDocument(let kind):
            LocalizedText(
                "\(kind), not an Excel workbook; save it as .xlsx, .csv or .txt",
                "这是\(ListParse.chineseDocumentName(kind))，不是 Excel 工作簿；请另存为 .xlsx、.csv 或 .txt")
        case .missingPart(let path):
            LocalizedText(
                "the workbook has no part \(path) (save it again as .xlsx, .csv or .txt)",
                "工作簿缺少部件 \(path)（请重新另存为 .xlsx、.csv 或 .txt）")
        case .badPart(let path):
            LocalizedText(
                "the workbook's part \(path) cannot be read (save it again as .xlsx, .csv or .txt)",
                "工作簿的部件 \(path) 无法读取（请重新另存为 .xlsx、.csv 或 .txt）")
        case .tooLarge(let path):
            LocalizedText(
                "the workbook's part \(path) is larger than 256 MiB",
                "工作簿的部件 \(path) 超过 256 MiB")
        }
    }
}

/// One row of a sheet: its 1-based number and its cells' text from column A on ("" where empty),
/// with any problem found in its cells.
struct SheetRow: Equatable {
    var number: Int
    var cells: [String]
    var problem: LocalizedText?
}

/// Reads the first sheet of an .xlsx workbook (Office Open XML): the workbook part and its relationships
/// say which part is the first sheet; shared strings, inline strings and numbers all come out as text.
enum WorkbookReader {
    /// The name of the first sheet and its rows that hold anything, in order.
    static func firstSheet(of data: Data) throws(WorkbookProblem) -> (name: String, rows: [SheetRow]) {
        let archive: Archive
        do {
            archive = try Archive(data: data, accessMode: .read)
        } catch {
            throw .notZip
        }
        let workbookPath = officeDocumentPath(in: archive) ?? "xl/workbook.xml"
        guard archive[workbookPath] != nil else {
            if archive["word/document.xml"] != nil { throw .otherDocument("a Word document") }
            if archive["ppt/presentation.xml"] != nil { throw .otherDocument("a PowerPoint presentation") }
            if archive["Index/Document.iwa"] != nil || archive["Index.zip"] != nil {
                throw .otherDocument("a Numbers document")
            }
            throw .missingPart(workbookPath)
        }
        let workbook: Workbook = try decode(workbookPath, in: archive)
        guard let first = workbook.sheets.sheet?.first else { throw .badPart(workbookPath) }
        let relationships: Relationships = try decode(relationshipsPath(of: workbookPath), in: archive)
        guard let sheetTarget = relationships.relationship?.first(where: { $0.id == first.relationship })?.target
        else { throw .badPart(relationshipsPath(of: workbookPath)) }
        let sheetPath = resolve(sheetTarget, from: workbookPath)

        var sharedStrings: [String] = []
        let sharedTarget = relationships.relationship?.first { $0.type?.hasSuffix("/sharedStrings") == true }?.target
        let sharedPath = sharedTarget.map { resolve($0, from: workbookPath) } ?? "xl/sharedStrings.xml"
        if archive[sharedPath] != nil {
            let table: SharedStrings = try decode(sharedPath, in: archive)
            sharedStrings = (table.item ?? []).map(\.text)
        }

        let sheet: Worksheet = try decode(sheetPath, in: archive)
        var rows: [SheetRow] = []
        var lastRow = 0
        for row in sheet.sheetData.row ?? [] {
            let number = row.number ?? lastRow + 1
            lastRow = number
            var cells: [String] = []
            var problem: LocalizedText?
            for cell in row.cell ?? [] {
                let column = cell.reference.flatMap(columnIndex) ?? cells.count
                let text: String
                switch cell.type {
                case "s":
                    guard let index = cell.value.flatMap({ Int($0) }), sharedStrings.indices.contains(index) else {
                        problem = problem ?? LocalizedText(
                            "cell \(cell.reference ?? "?") refers to a shared string that is not there",
                            "单元格 \(cell.reference ?? "?") 引用的共享字符串不存在")
                        continue
                    }
                    text = sharedStrings[index]
                case "inlineStr":
                    text = cell.inline?.text ?? ""
                case "b":
                    text = cell.value == "1" ? "TRUE" : "FALSE"
                default:
                    text = cell.value ?? ""
                }
                if column >= cells.count { cells += Array(repeating: "", count: column - cells.count + 1) }
                cells[column] = text
            }
            while cells.last?.isEmpty == true { cells.removeLast() }
            if !cells.isEmpty || problem != nil { rows.append(SheetRow(number: number, cells: cells, problem: problem)) }
        }
        return (first.name ?? "Sheet1", rows)
    }

    /// The 0-based column of a cell reference such as `B7`; nil when it has no letters.
    static func columnIndex(_ reference: String) -> Int? {
        var column = 0
        var letters = 0
        for scalar in reference.unicodeScalars {
            guard ("A"..."Z").contains(scalar) else { break }
            column = column * 26 + Int(scalar.value - 64)
            letters += 1
        }
        return letters == 0 ? nil : column - 1
    }

    /// The main document named by the package relationships (`_rels/.rels`), if they say.
    private static func officeDocumentPath(in archive: Archive) -> String? {
        guard archive["_rels/.rels"] != nil,
            let relationships: Relationships = try? decode("_rels/.rels", in: archive),
            let target = relationships.relationship?.first(where: { $0.type?.hasSuffix("/officeDocument") == true })?.target
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

    private static func decode<T: Decodable>(_ path: String, in archive: Archive) throws(WorkbookProblem) -> T {
        guard let entry = archive[path] else { throw .missingPart(path) }
        guard entry.uncompressedSize <= 256 << 20 else { throw .tooLarge(path) }
        var data = Data()
        do {
            _ = try archive.extract(entry) { data.append($0) }
        } catch {
            throw .badPart(path)
        }
        let decoder = XMLDecoder()
        decoder.shouldProcessNamespaces = true
        do {
            return try decoder.decode(T.self, from: data)
        } catch {
            throw .badPart(path)
        }
    }
}

// MARK: - The parts, as much of them as a word list needs

private struct Relationships: Decodable {
    var relationship: [Relationship]?
    enum CodingKeys: String, CodingKey { case relationship = "Relationship" }
}

private struct Relationship: Decodable {
    var id: String
    var type: String?
    var target: String
    enum CodingKeys: String, CodingKey {
        case id = "Id"
        case type = "Type"
        case target = "Target"
    }
}

private struct Workbook: Decodable {
    var sheets: Sheets
}

private struct Sheets: Decodable {
    var sheet: [Sheet]?
}

private struct Sheet: Decodable {
    var name: String?
    /// The `r:id` attribute: the relationship that names the sheet's part (the prefix may vary).
    var relationship: String?

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        name = try container.decodeIfPresent(String.self, forKey: AnyKey(stringValue: "name"))
        let key = container.allKeys.first { $0.stringValue == "id" || $0.stringValue.hasSuffix(":id") }
        relationship = try key.flatMap { try container.decodeIfPresent(String.self, forKey: $0) }
    }
}

/// Any key, for attributes whose namespace prefix is not fixed.
private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

private struct SharedStrings: Decodable {
    var item: [StringItem]?
    enum CodingKeys: String, CodingKey { case item = "si" }
}

/// A shared or inline string: plain (`<t>`) or rich text runs (`<r><t>`).
private struct StringItem: Decodable {
    var plain: Text?
    var runs: [Run]?
    enum CodingKeys: String, CodingKey {
        case plain = "t"
        case runs = "r"
    }

    var text: String { plain?.value ?? (runs ?? []).map { $0.text?.value ?? "" }.joined() }
}

private struct Run: Decodable {
    var text: Text?
    enum CodingKeys: String, CodingKey { case text = "t" }
}

private struct Text: Decodable {
    var value: String?
    enum CodingKeys: String, CodingKey { case value = "" }
}

private struct Worksheet: Decodable {
    var sheetData: SheetData
}

private struct SheetData: Decodable {
    var row: [Row]?
}

private struct Row: Decodable {
    var number: Int?
    var cell: [Cell]?
    enum CodingKeys: String, CodingKey {
        case number = "r"
        case cell = "c"
    }
}

private struct Cell: Decodable {
    var reference: String?
    var type: String?
    var value: String?
    var inline: StringItem?
    enum CodingKeys: String, CodingKey {
        case reference = "r"
        case type = "t"
        case value = "v"
        case inline = "is"
    }
}
