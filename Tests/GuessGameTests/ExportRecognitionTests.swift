import Foundation
import GuessGame
import Testing

/// An export replaces only a file guess wrote: every format guess writes is recognised, other files are not.
@Suite struct ExportRecognitionTests {
    static let record = RoundRecord(
        startedAt: Date(timeIntervalSince1970: 1_763_884_800), seconds: 60, elapsed: 12, endedBy: .time, seed: 7,
        bank: "zh-Hans", team: "红队",
        words: [PlayedWord(word: "苹果", tier: .primary, result: .correct, shownAt: 0, answeredAt: 2.5)])

    @Test func everyExportGuessWritesIsRecognised() {
        let game = GameRecord(startedAt: Self.record.startedAt, teams: ["红队"], turns: [Self.record], scoreboard: [])
        let exports: [Data] = [
            RoundExporter.json(Self.record), RoundExporter.json([Self.record]), RoundExporter.json([] as [RoundRecord]),
            RoundExporter.json(game), RoundExporter.json([game]),
            RoundExporter.csv([Self.record]), RoundExporter.csv([]),
            RoundExporter.markdown([Self.record]), RoundExporter.markdown([]),
        ]
        for export in exports {
            #expect(
                RoundExporter.isExport(startingWith: export.prefix(RoundExporter.recognitionLength)),
                "\(String(decoding: export, as: UTF8.self))")
        }
    }

    @Test(arguments: [
        "root:x:0:0:root:/root:/bin/bash\n",
        "[primary]\n苹果\n香蕉\n",
        "word,tier\ngiraffe,primary\n",
        "{\"name\": \"my notes\"}\n",
        "[1, 2, 3]\n",
        "## Shopping list\n- milk\n",
        "# guess\n",
        "round_started_at,team,word\n",
    ])
    func otherFilesAreNot(text: String) {
        #expect(!RoundExporter.isExport(startingWith: Data(text.utf8)))
    }
}
