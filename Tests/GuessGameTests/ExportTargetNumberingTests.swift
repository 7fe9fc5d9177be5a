import Testing

@testable import GuessGame

@Suite("Export targets: numbered files, one stream")
struct ExportTargetNumberingTests {
    @Test("later rounds go to FILE-2.json, FILE-3.json beside a file")
    func numberedFiles() {
        let target = ExportTarget(path: "/tmp/x/round.json", format: .json)
        #expect(target.path(forRound: 1) == "/tmp/x/round.json")
        #expect(target.path(forRound: 2) == "/tmp/x/round-2.json")
    }

    @Test("a target written through (standard output, a FIFO) takes every round: there is no /dev/stdout-2")
    func oneStream() {
        let target = ExportTarget(path: "/dev/stdout", format: .json, writesThrough: true)
        #expect(target.path(forRound: 2) == "/dev/stdout")
        #expect(target.path(forRound: 3) == "/dev/stdout")
    }
}
