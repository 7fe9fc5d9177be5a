import Foundation
import GuessText

extension GameConfig {
    /// The shipped bank used when `--bank` is not given, under an interface in `language`: `draw.bank` as
    /// set; left at its built-in default (zh-Hans), the zh-Hant bank under a zh-Hant interface.
    package func defaultBank(under language: Language) -> String {
        let setByUser = origins["draw.bank"].map { !$0.hasPrefix("Config/default.toml") } ?? false
        return !setByUser && language == .zhHant && bank == "zh-Hans" ? "zh-Hant" : bank
    }
}
