import Foundation
import GuessTestSupport
import GuessWordsTestSupport
import Testing

@testable import GuessWords

private func load(_ bytes: [UInt8]) -> Parsed { parse(bytes: bytes, source: "w.xlsx", format: .xlsx) }

/// The one error of a rejected workbook.
private func error(_ bytes: [UInt8]) -> String {
    let parsed = load(bytes)
    return parsed.errors.map(\.description).joined(separator: "\n")
}

@Suite("Workbooks: crafted cells and rows")
struct WorkbookCellBoundsTests {
    @Test(
        "column letters past XFD are an error naming the cell, not an overflow or a huge allocation",
        arguments: ["ZZZZZZZZZZZZZZZZZZ1", "XFDZZZZZZZZZ1", "ZZZZZZ1", "XFE1"])
    func columnBeyondSheet(reference: String) throws {
        let bytes = try WorkbookFixture.workbook(
            sheetData: "<row r=\"1\"><c r=\"\(reference)\" t=\"inlineStr\"><is><t>x</t></is></c></row>")
        let message = error(bytes)
        #expect(message.contains("cell \(reference) is beyond"), "\(message)")
    }

    @Test("a row number past 1048576, or one that would overflow the next, is an error naming it")
    func rowBeyondSheet() throws {
        let huge = try WorkbookFixture.workbook(
            sheetData:
                "<row r=\"9223372036854775807\"><c t=\"inlineStr\"><is><t>x</t></is></c></row><row><c t=\"inlineStr\"><is><t>y</t></is></c></row>"
        )
        #expect(error(huge).contains("row 9223372036854775807 is beyond"), "\(error(huge))")
        let last = try WorkbookFixture.workbook(
            sheetData:
                "<row r=\"1048576\"><c t=\"inlineStr\"><is><t>x</t></is></c></row><row><c t=\"inlineStr\"><is><t>y</t></is></c></row>"
        )
        #expect(error(last).contains("row 1048577 is beyond"), "\(error(last))")
    }

    @Test("cells far to the right cost nothing: 2,000 rows with a cell at column XFD are a column error each")
    func sparseCells() throws {
        let rows = (1...2000).map {
            "<row r=\"\($0)\"><c r=\"A\($0)\" t=\"inlineStr\"><is><t>w\($0)</t></is></c><c r=\"XFD\($0)\"><v>1</v></c></row>"
        }
        let parsed = load(try WorkbookFixture.workbook(sheetData: rows.joined()))
        #expect(parsed.errors.count == 2000)
        #expect(parsed.errors.first?.description == "w.xlsx:row 1: expected 1 or 2 columns (word[,tier]), found 16384")
    }

    @Test("more shared strings than two per row of the largest sheet are refused")
    func sharedStringsBounded() throws {
        // The limit is lowered to 1,000 to reach it cheaply; a list is read with the default, which is 2^21.
        #expect(WorkbookReader.maximumSharedStrings == 2 * 1_048_576)
        func sheet(strings: Int) throws -> Data {
            Data(
                try WorkbookFixture.workbook(
                    sheetData: "<row><c t=\"inlineStr\"><is><t>x</t></is></c></row>",
                    shared: String(repeating: "<si/>", count: strings)))
        }
        #expect(throws: WorkbookProblem.tooManyStrings("xl/sharedStrings.xml")) {
            _ = try WorkbookReader.firstSheet(of: try sheet(strings: 1001), sharedStringLimit: 1000)
        }
        #expect(try WorkbookReader.firstSheet(of: try sheet(strings: 1000), sharedStringLimit: 1000).rows.count == 1)
        let message = WorkbookProblem.tooManyStrings("xl/sharedStrings.xml").text.english
        #expect(message.contains("more than 2097152 shared strings"), "\(message)")
    }
}

@Suite("Workbooks: sizes")
struct WorkbookSizeTests {
    @Test("a part is counted as it inflates, whatever the archive's header says, and stops at the limit")
    func inflationCounted() throws {
        let filler = String(repeating: "<row/>", count: 400_000)  // 2.4 MB of XML, which deflates to a few KB
        var bytes = try WorkbookFixture.workbook(
            sheetData: "<row><c t=\"inlineStr\"><is><t>x</t></is></c></row>" + filler)
        // Make the archive claim the sheet is 1,000 bytes (in the local header and the central directory).
        patchUncompressedSize(of: "xl/worksheets/sheet1.xml", to: 1000, in: &bytes)
        #expect(throws: WorkbookProblem.tooLarge("xl/worksheets/sheet1.xml")) {
            _ = try WorkbookReader.firstSheet(of: Data(bytes), partLimit: 1 << 20)
        }
    }

    @Test("a sheet part larger than 10 MB is read (libxml2's default limit for one document)")
    func largeSheet() throws {
        // 20,000 rows, each on a line of its own indented by 500 spaces, as an exporter that pretty-prints
        // might write them: the part passes 10 MB with fewer entries for a debug build to add.
        let indent = "\n" + String(repeating: " ", count: 500)
        let rows = (1...20_000).map {
            "\(indent)<row r=\"\($0)\"><c r=\"A\($0)\" t=\"inlineStr\"><is><t>word number \($0)</t></is></c></row>"
        }
        let sheet = rows.joined()
        #expect(sheet.utf8.count > 10_000_000)
        let parsed = load(try WorkbookFixture.workbook(sheetData: sheet))
        #expect(parsed.errors.isEmpty, "\(parsed.errors.prefix(3))")
        #expect(parsed.bank.count == 20_000)
        #expect(parsed.texts.last == "word number 20000")
    }
}

/// Sets the uncompressed size of `name` in its local header and central directory entry.
private func patchUncompressedSize(of name: String, to size: UInt32, in bytes: inout [UInt8]) {
    let nameBytes = Array(name.utf8)
    let little = [UInt8(size & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size >> 16 & 0xFF), UInt8(size >> 24)]
    for offset in 0..<(bytes.count - 46) {
        if bytes[offset..<offset + 4].elementsEqual([0x50, 0x4B, 0x03, 0x04]),
            bytes[(offset + 30)...].starts(with: nameBytes)
        {
            bytes.replaceSubrange((offset + 22)..<(offset + 26), with: little)
        }
        if bytes[offset..<offset + 4].elementsEqual([0x50, 0x4B, 0x01, 0x02]),
            bytes[(offset + 46)...].starts(with: nameBytes)
        {
            bytes.replaceSubrange((offset + 24)..<(offset + 28), with: little)
        }
    }
}

@Suite("Workbooks: text as Excel wrote it")
struct WorkbookTextTests {
    @Test("rich text runs keep the spaces between them")
    func richTextRuns() throws {
        let shared =
            "<si><r><t>ice</t></r><r><rPr><b/></rPr><t xml:space=\"preserve\"> cream</t></r><rPh><t>ignored</t></rPh></si>"
        let parsed = load(
            try WorkbookFixture.workbook(
                sheetData: "<row r=\"1\"><c r=\"A1\" t=\"s\"><v>0</v></c></row>", shared: shared))
        #expect(parsed.texts == ["ice cream"], "\(parsed.diagnostics)")
    }

    @Test("line breaks and tabs written as character references are white space, not nothing")
    func characterReferences() throws {
        let shared = "<si><t>two&#10;lines</t></si><si><t>a&#9;tab</t></si>"
        let parsed = load(
            try WorkbookFixture.workbook(
                sheetData:
                    "<row r=\"1\"><c r=\"A1\" t=\"s\"><v>0</v></c></row><row r=\"2\"><c r=\"A2\" t=\"s\"><v>1</v></c></row>",
                shared: shared))
        #expect(parsed.texts == ["two lines", "a tab"], "\(parsed.diagnostics)")
    }

    @Test("a part that declares a DTD is refused, entities and all")
    func documentTypeRefused() throws {
        let prolog = "<?xml version=\"1.0\"?><!DOCTYPE sst [<!ENTITY e \"cream\">]>"
        let bytes = try WorkbookFixture.workbook(
            sheetData: "<row r=\"1\"><c r=\"A1\" t=\"s\"><v>0</v></c></row>", shared: "<si><t>ice &e;</t></si>",
            prolog: prolog)
        let message = error(bytes)
        #expect(message.contains("declares a document type (DTD)"), "\(message)")
    }
}

@Suite("Workbooks: documents that are not workbooks")
struct WorkbookKindTests {
    @Test("a Word document renamed .xlsx is named as one")
    func wordDocument() throws {
        let relationships = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
        let bytes = try WorkbookFixture.zip([
            (
                "_rels/.rels",
                "<Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\"><Relationship Id=\"rId1\" Type=\"\(relationships)/officeDocument\" Target=\"word/document.xml\"/></Relationships>"
            ),
            (
                "word/document.xml",
                "<w:document xmlns:w=\"http://schemas.openxmlformats.org/wordprocessingml/2006/main\"><w:body/></w:document>"
            ),
        ])
        #expect(error(bytes).contains("a Word document, not an Excel workbook"), "\(error(bytes))")
    }

    @Test("a password-protected workbook (an encrypted compound file) says so")
    func encryptedWorkbook() {
        var bytes: [UInt8] = [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1] + [UInt8](repeating: 0, count: 600)
        bytes += "EncryptionInfo".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        bytes += "EncryptedPackage".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(error(bytes).contains("password-protected"), "\(error(bytes))")
        #expect(load(bytes).errors.first?.text.chinese.contains("密码") == true)
    }
}
