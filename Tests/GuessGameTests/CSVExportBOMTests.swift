import Foundation
import Testing

@testable import GuessGame
@testable import GuessWords

/// CSV exports for Excel on Chinese Windows: a UTF-8 byte order mark by default, local times with their
/// offset; JSON unchanged; guess still knows its own CSV, with or without the mark.
@Suite struct CSVExportBOMTests {
    private let record = RoundRecord(
        startedAt: Date(timeIntervalSince1970: 1_795_445_910.41), seconds: 60, elapsed: 2, endedBy: .time, seed: 9,
        bank: "zh-Hans",
        words: [PlayedWord(word: "螃蟹", tier: .primary, result: .correct, shownAt: 0, answeredAt: 1.5)])
    private let shanghai = TimeZone(identifier: "Asia/Shanghai")!

    @Test func aCSVStartsWithTheByteOrderMarkUnlessAskedNot() {
        let marked = RoundExporter.export([record], as: .csv, options: ExportOptions(timeZone: shanghai))
        #expect(Array(marked.prefix(3)) == [0xEF, 0xBB, 0xBF])
        let plain = RoundExporter.export(
            [record], as: .csv, options: ExportOptions(byteOrderMark: false, timeZone: shanghai))
        #expect(plain.first == UInt8(ascii: "r"))
        #expect(ExportTarget(path: "x.csv", format: .csv).data(for: record).starts(with: [0xEF, 0xBB, 0xBF]))
    }

    @Test func csvTimesAreLocalSpreadsheetTimesWithTheOffsetInAColumnOfItsOwn() throws {
        let text = String(decoding: RoundExporter.csv([record], timeZone: shanghai), as: UTF8.self)
        #expect(text.hasPrefix(RoundExporter.csvHeader.joined(separator: ",") + "\n"))
        #expect(text.contains("\n2026-11-23 22:58:30,"), "\(text)")
        #expect(text.hasSuffix(",UTC+08:00\n"), "\(text)")
        let west = TimeZone(secondsFromGMT: -(3 * 3600 + 1800))!
        #expect(RoundRecord.spreadsheetTime(record.startedAt, timeZone: west) == ("2026-11-23 11:28:30", "UTC-03:30"))
        #expect(RoundRecord.spreadsheetTime(record.startedAt, timeZone: .gmt) == ("2026-11-23 14:58:30", "UTC+00:00"))
        // Before 1970 the second is still the one the clock showed.
        #expect(
            RoundRecord.spreadsheetTime(Date(timeIntervalSince1970: -0.5), timeZone: .gmt).local
                == "1969-12-31 23:59:59")
    }

    @Test func localTimestampsReadBack() throws {
        let parsed = try #require(RoundRecord.parseTimestamp("2026-11-23T22:58:30.410+08:00"))
        #expect(RoundRecord.timestamp(parsed) == RoundRecord.timestamp(record.startedAt))
        let west = TimeZone(secondsFromGMT: -(3 * 3600 + 1800))!
        #expect(RoundRecord.localTimestamp(record.startedAt, timeZone: west) == "2026-11-23T11:28:30.410-03:30")
        #expect(RoundRecord.localTimestamp(record.startedAt, timeZone: .gmt) == "2026-11-23T14:58:30.410Z")
    }

    @Test func jsonIsUnchanged() throws {
        let json = String(decoding: ExportTarget(path: "x.json", format: .json).data(for: record), as: UTF8.self)
        #expect(json.hasPrefix("{"))
        #expect(json.contains("\"started_at\" : \"2026-11-23T14:58:30.410Z\""))
        #expect(!json.contains("scripted"))
        var scripted = record
        scripted.scripted = true
        let marked = RoundExporter.json(scripted)
        #expect(String(decoding: marked, as: UTF8.self).contains("\"scripted\" : true"))
        #expect(try JSONDecoder().decode(RoundRecord.self, from: marked).scripted)
    }

    @Test func guessKnowsItsOwnCSVWithOrWithoutTheMarkAndInTheOlderHeader() {
        let marked = RoundExporter.export([record], as: .csv)
        #expect(RoundExporter.isExport(startingWith: marked))
        #expect(RoundExporter.isExport(startingWith: marked.dropFirst(3)))
        let older = Data("round_started_at,team,word,tier,result,shown_at,answered_at\n".utf8)
        #expect(RoundExporter.isExport(startingWith: older))
        #expect(RoundExporter.isExport(startingWith: [0xEF, 0xBB, 0xBF] + older))
        #expect(!RoundExporter.isExport(startingWith: Data("round_started_at,team,word\n".utf8)))
        #expect(!RoundExporter.isExport(startingWith: [0xEF, 0xBB, 0xBF] + Data("word,tier\n".utf8)))
    }

    @Test func aListWithAByteOrderMarkReads() {
        var builder = WordBankBuilder()
        let problems = builder.add(
            contents: [0xEF, 0xBB, 0xBF] + Array("word,tier\n螃蟹,primary\n".utf8), source: "l.csv", format: .csv)
        #expect(problems.isEmpty && builder.bank.count == 1 && builder.bank.text(at: 0) == "螃蟹")
    }
}
