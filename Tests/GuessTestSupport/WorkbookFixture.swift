import Foundation
import ZIPFoundation

/// The tests' one builder of `.xlsx` workbooks (and of the ZIP archives under them), for the list parser's
/// tests and the commands' alike.
package enum WorkbookFixture {
    private static let main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
    private static let relationships = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
    private static let packageRelationships = "http://schemas.openxmlformats.org/package/2006/relationships"

    /// A workbook whose first sheet holds `rows`, cells from column A: a cell `"s:TEXT"` is a shared string,
    /// `"n:42"` a number, anything else an inline string; `""` leaves the cell out. The first sheet is the
    /// part `sheetPart`, named through the workbook's relationships; sheet1.xml holds a decoy second sheet.
    package static func workbook(_ rows: [[String]], sheetPart: String = "sheet3.xml") throws -> [UInt8] {
        try workbook(numberedRows: rows.enumerated().map { ($0.offset + 1, $0.element) }, sheetPart: sheetPart)
    }

    /// A workbook as `workbook(_:sheetPart:)` makes, its rows numbered as given (a number left out: a row
    /// the sheet leaves out).
    package static func workbook(numberedRows rows: [(Int, [String])], sheetPart: String = "sheet3.xml") throws
        -> [UInt8]
    {
        var shared: [String] = []
        var sheetData = ""
        for (number, row) in rows {
            sheetData += "<row r=\"\(number)\">"
            for (column, cell) in row.enumerated() where !cell.isEmpty {
                let reference = "\(Character(UnicodeScalar(65 + column)!))\(number)"
                if cell.hasPrefix("s:") {
                    shared.append(String(cell.dropFirst(2)))
                    sheetData += "<c r=\"\(reference)\" t=\"s\"><v>\(shared.count - 1)</v></c>"
                } else if cell.hasPrefix("n:") {
                    sheetData += "<c r=\"\(reference)\"><v>\(cell.dropFirst(2))</v></c>"
                } else {
                    sheetData +=
                        "<c r=\"\(reference)\" t=\"inlineStr\"><is><t xml:space=\"preserve\">\(escape(cell))</t></is></c>"
                }
            }
            sheetData += "</row>"
        }
        return try workbook(
            sheetData: sheetData, shared: shared.map { "<si><t>\(escape($0))</t></si>" }.joined(),
            sheetPart: sheetPart, decoySheet: true)
    }

    /// A workbook whose first sheet is `sheetData` (the inside of `<sheetData>`) in `xl/worksheets/sheetPart`,
    /// with shared strings `shared` (the inside of `<sst>`) and `prolog` before each of those two parts' root
    /// element; with `decoySheet`, sheet1.xml holds a second sheet whose one cell says "decoy".
    package static func workbook(
        sheetData: String, shared: String = "", prolog: String = "", sheetPart: String = "sheet1.xml",
        decoySheet: Bool = false
    ) throws -> [UInt8] {
        let sheets =
            "<sheet name=\"Words\" sheetId=\"1\" r:id=\"rId3\"/>"
            + (decoySheet ? "<sheet name=\"Decoy\" sheetId=\"2\" r:id=\"rId1\"/>" : "")
        let sheetRelationships =
            (decoySheet
                ? "<Relationship Id=\"rId1\" Type=\"\(relationships)/worksheet\" Target=\"worksheets/sheet1.xml\"/>"
                : "")
            + "<Relationship Id=\"rId3\" Type=\"\(relationships)/worksheet\" Target=\"worksheets/\(sheetPart)\"/>"
            + "<Relationship Id=\"rId9\" Type=\"\(relationships)/sharedStrings\" Target=\"sharedStrings.xml\"/>"
        var parts: [(String, String)] = [
            (
                "[Content_Types].xml",
                "<Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\"><Default Extension=\"xml\" ContentType=\"application/xml\"/></Types>"
            ),
            (
                "_rels/.rels",
                "<Relationships xmlns=\"\(packageRelationships)\"><Relationship Id=\"rId1\" Type=\"\(relationships)/officeDocument\" Target=\"xl/workbook.xml\"/></Relationships>"
            ),
            (
                "xl/workbook.xml",
                "<workbook xmlns=\"\(main)\" xmlns:r=\"\(relationships)\"><sheets>\(sheets)</sheets></workbook>"
            ),
            (
                "xl/_rels/workbook.xml.rels",
                "<Relationships xmlns=\"\(packageRelationships)\">\(sheetRelationships)</Relationships>"
            ),
        ]
        if decoySheet {
            parts.append(
                (
                    "xl/worksheets/sheet1.xml",
                    "<worksheet xmlns=\"\(main)\"><sheetData><row r=\"1\"><c r=\"A1\" t=\"inlineStr\"><is><t>decoy</t></is></c></row></sheetData></worksheet>"
                ))
        }
        parts.append(
            (
                "xl/worksheets/\(sheetPart)",
                prolog + "<worksheet xmlns=\"\(main)\"><sheetData>\(sheetData)</sheetData></worksheet>"
            ))
        parts.append(("xl/sharedStrings.xml", prolog + "<sst xmlns=\"\(main)\">\(shared)</sst>"))
        return try zip(parts)
    }

    /// A ZIP archive of `parts` (path, text), deflated, each text after an XML declaration.
    package static func zip(_ parts: [(String, String)]) throws -> [UInt8] {
        let archive = try Archive(data: Data(), accessMode: .create)
        for (path, text) in parts {
            let data = Data(("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n" + text).utf8)
            try archive.addEntry(
                with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate
            ) { position, size in data.subdata(in: Int(position)..<Int(position) + size) }
        }
        guard let bytes = archive.data else { throw HarnessError("the archive in memory has no bytes") }
        return Array(bytes)
    }

    /// `text` with `&` and `<` escaped for XML.
    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }
}
