import Foundation
import GuessText

#if canImport(FoundationXML)
    import FoundationXML
#endif

// The parts of a workbook, as much of them as a word list needs, each read by an event-driven parser.

/// A relationship of a part: its id, type and target.
struct PartRelationship {
    var id: String
    var type: String
    var target: String
}

/// Reads a relationships part (`_rels/.rels`, `xl/_rels/workbook.xml.rels`).
final class RelationshipsPart: NSObject, XMLParserDelegate {
    private(set) var relationships: [PartRelationship] = []

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        guard element == "Relationship", relationships.count < 10_000, let id = attributes["Id"],
            let target = attributes["Target"]
        else { return }
        relationships.append(PartRelationship(id: id, type: attributes["Type"] ?? "", target: target))
    }
}

/// Reads the workbook part: the first sheet's name and relationship (`r:id`, whatever the prefix).
final class WorkbookPart: NSObject, XMLParserDelegate {
    private(set) var firstSheetName: String?
    private(set) var firstSheetRelationship: String?

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        guard element == "sheet", firstSheetRelationship == nil else { return }
        firstSheetName = attributes["name"]
        firstSheetRelationship = attributes.first { $0.key == "id" || $0.key.hasSuffix(":id") }?.value
    }
}

/// Collects the text of a string item (`<si>` or `<is>`): its `<t>` and its rich text runs' `<t>` in
/// order, spaces and line breaks kept; phonetic guides (`<rPh>`) left out.
struct StringItemText {
    private(set) var text = ""
    private var inText = false
    private var phonetic = 0

    mutating func start(_ element: String) {
        if element == "rPh" { phonetic += 1 }
        if element == "t" && phonetic == 0 { inText = true }
    }

    mutating func end(_ element: String) {
        if element == "rPh" { phonetic -= 1 }
        if element == "t" { inText = false }
    }

    mutating func characters(_ string: String) { if inText { text += string } }
}

/// Reads the shared strings part.
final class SharedStringsPart: NSObject, XMLParserDelegate {
    private(set) var strings: [String] = []
    private(set) var tooMany = false
    private var item: StringItemText?
    /// The most strings read: more and the part is refused (`tooMany`).
    private let limit: Int

    init(limit: Int = WorkbookReader.maximumSharedStrings) {
        self.limit = limit
    }

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if element == "si" {
            guard strings.count < limit else {
                tooMany = true
                parser.abortParsing()
                return
            }
            item = StringItemText()
        }
        item?.start(element)
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        item?.end(element)
        if element == "si", let item {
            strings.append(item.text)
            self.item = nil
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { item?.characters(string) }
}

/// Reads a worksheet: for each row that holds anything, the text of its first columns (up to
/// `keptColumns`), the last column holding anything, and a problem when a cell refers to a shared string
/// that is not there.
final class WorksheetPart: NSObject, XMLParserDelegate {
    private let sharedStrings: [String]
    private(set) var rows: [SheetRow] = []
    /// Why the whole sheet is refused: a cell or row beyond Excel's sheet, rows out of order.
    private(set) var problem: WorkbookProblem?

    private var rowNumber = 0
    private var cells: [String] = []
    private var rowProblem: LocalizedText?
    private var nextColumn = 1
    /// The last column of the row that holds anything.
    private var lastColumn = 0

    private var cellReference: String?
    private var cellColumn = 0
    private var cellType: String?
    private var value: String?
    private var inValue = false
    private var inline: StringItemText?

    /// How many columns of a row are kept: enough for a header's word, tier, theme, taboo and family
    /// columns among a few others; cells further right cost nothing.
    static let keptColumns = 16

    init(sharedStrings: [String]) {
        self.sharedStrings = sharedStrings
    }

    private func fail(_ reason: WorkbookProblem, _ parser: XMLParser) {
        problem = problem ?? reason
        parser.abortParsing()
    }

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        guard problem == nil else { return }
        switch element {
        case "row":
            var number = rowNumber + 1
            if let reference = attributes["r"] {
                do {
                    number = try WorkbookReader.position(of: reference, isRow: true).row ?? number
                } catch {
                    return fail(error, parser)
                }
                if number <= rowNumber { return fail(.rowsOutOfOrder(number), parser) }
            }
            if number > WorkbookReader.maximumRow { return fail(.beyondSheet(String(number), isRow: true), parser) }
            rowNumber = number
            cells = []
            rowProblem = nil
            nextColumn = 1
            lastColumn = 0
        case "c":
            cellReference = attributes["r"]
            cellType = attributes["t"]
            value = nil
            inline = nil
            cellColumn = nextColumn
            if let reference = cellReference {
                do {
                    cellColumn = try WorkbookReader.position(of: reference).column ?? nextColumn
                } catch {
                    return fail(error, parser)
                }
            }
            if cellColumn > WorkbookReader.maximumColumn {
                return fail(.beyondSheet(cellReference ?? "in row \(rowNumber)", isRow: false), parser)
            }
            nextColumn = cellColumn + 1
        case "v":
            inValue = true
            value = value ?? ""
        case "is":
            inline = StringItemText()
        default:
            inline?.start(element)
        }
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        guard problem == nil else { return }
        switch element {
        case "v": inValue = false
        case "c": endCell()
        case "row": endRow()
        default: inline?.end(element)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inValue { value? += string }
        inline?.characters(string)
    }

    private func endCell() {
        let reference = cellReference ?? "row \(rowNumber)"
        let text: String
        switch cellType {
        case "s":
            guard let index = value.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }),
                sharedStrings.indices.contains(index)
            else {
                rowProblem =
                    rowProblem
                    ?? LocalizedText(
                        "cell \(reference) refers to a shared string that is not there", "单元格 \(reference) 引用的共享字符串不存在")
                return
            }
            text = sharedStrings[index]
        case "inlineStr": text = inline?.text ?? ""
        case "b": text = value?.trimmingCharacters(in: .whitespaces) == "1" ? "TRUE" : "FALSE"
        default: text = value ?? ""
        }
        guard !text.isEmpty else { return }
        lastColumn = max(lastColumn, cellColumn)
        if cellColumn <= Self.keptColumns {
            while cells.count < cellColumn { cells.append("") }
            cells[cellColumn - 1] = text
        }
    }

    private func endRow() {
        while cells.last?.isEmpty == true { cells.removeLast() }
        if lastColumn > 0 || rowProblem != nil {
            rows.append(SheetRow(number: rowNumber, cells: cells, lastColumn: lastColumn, problem: rowProblem))
        }
    }
}
