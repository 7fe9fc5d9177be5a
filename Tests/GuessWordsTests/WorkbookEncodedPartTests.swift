import Foundation
import Testing

@testable import GuessWords

/// A workbook part in UTF-16 or UTF-32 (which XML allows and libxml2 reads) is checked for a DTD like a
/// UTF-8 one: its `<!DOCTYPE` is made of the same characters with zero bytes between them.
@Suite("Workbooks: parts in UTF-16 and UTF-32")
struct WorkbookEncodedPartTests {
    private static let withDocumentType =
        "<?xml version=\"1.0\" encoding=\"UTF-16\"?><!DOCTYPE worksheet [<!ENTITY e \"hello\">]><worksheet/>"
    private static let plain = "<?xml version=\"1.0\" encoding=\"UTF-16\"?><worksheet/>"

    @Test(
        "a DTD is found whatever the part's encoding, with or without a byte order mark",
        arguments: [String.Encoding.utf16, .utf16LittleEndian, .utf16BigEndian, .utf32, .utf32LittleEndian])
    func documentTypeFound(encoding: String.Encoding) throws {
        let declaring = try #require(Self.withDocumentType.data(using: encoding))
        #expect(WorkbookReader.declaresDocumentType(declaring))
        let plain = try #require(Self.plain.data(using: encoding))
        #expect(!WorkbookReader.declaresDocumentType(plain))
    }
}
