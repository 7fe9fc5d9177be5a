import Foundation
import GuessGame
import GuessHistory
import GuessText

/// The bytes of a study deck (`history export --format apkg|tsv`, `play --export FILE.apkg|tsv`).
enum StudyExport {
    /// `notes` as an Anki package or a study list titled `title`.
    static func data(_ notes: [StudyNote], as format: StudyFormat, title: String) throws(GuessError) -> Data {
        switch format {
        case .tsv:
            return Data(StudyDeck.tsv(notes, title: title).utf8)
        case .apkg:
            do throws(AnkiPackage.WriteError) {
                return try AnkiPackage.data(notes, deckName: "guess", at: Date())
            } catch {
                throw GuessError.runtime(
                    LocalizedText("cannot make the Anki package: \(error.reason)", "无法生成 Anki 卡包：\(error.reason)"))
            }
        }
    }
}
