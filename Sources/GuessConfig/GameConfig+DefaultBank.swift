import Foundation
import GuessText

extension GameConfig {
    /// The shipped bank used when `--bank` is not given, under an interface in `language`: `draw.bank` as
    /// set; left at its built-in default (zh-Hans), the zh-Hant bank under a zh-Hant interface.
    package func defaultBank(under language: Language) -> String {
        return !origins.isSetByFile("draw.bank") && language == .zhHant && bank == "zh-Hans" ? "zh-Hant" : bank
    }
}
