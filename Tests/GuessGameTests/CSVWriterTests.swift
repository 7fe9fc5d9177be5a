import Testing

@testable import GuessGame
@testable import GuessWords

@Suite("CSV writing")
struct CSVWriterTests {
    @Test("fields are quoted only when they must be, and read back as written")
    func roundTrip() {
        let fields = ["plain", "with,comma", "say \"hi\"", "two\nlines", "", "词语"]
        let line = CSVRecordWriter.record(fields)
        #expect(line == "plain,\"with,comma\",\"say \"\"hi\"\"\",\"two\nlines\",,词语")
        let bytes = Array(line.utf8)
        var reader = CSVRecordReader(bytes)
        let record = reader.next()
        // The reader folds a line break inside quotes to a space, as it does for lists.
        #expect(
            record?.fields.map { String(decoding: $0, as: UTF8.self) } == [
                "plain", "with,comma", "say \"hi\"", "two lines", "", "词语",
            ])
    }
}
