import ArgumentParser

/// `guess bank`: look at the shipped banks and check word lists.
struct BankCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bank",
        abstract:
            "List the shipped word banks, show a bank or its themes, check word lists, or calibrate tiers from play.",
        subcommands: [BankList.self, BankShow.self, BankThemes.self, BankCheck.self, BankCalibrate.self]
    )
}
