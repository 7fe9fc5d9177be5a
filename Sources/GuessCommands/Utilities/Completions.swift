import ArgumentParser
import Foundation
import GuessText
import GuessWords

/// Shell-completion kinds shared by the commands' options.
enum Completions {
    /// The list formats `--words` and `--bank` read.
    static let listExtensions = ["txt", "csv", "tsv", "xlsx"]

    /// Word lists, by extension.
    static let wordLists = CompletionKind.file(extensions: listExtensions)

    /// `--bank`: the shipped banks' names, then word-list files starting with what was typed.
    static let banks = CompletionKind.custom { _, _, prefix in
        ShippedBanks.names.filter { $0.hasPrefix(prefix) } + listFiles(startingWith: prefix)
    }

    /// `--theme`: the themes of the bank `--bank` names (a shipped bank or a list file), else of every
    /// shipped bank, completing the last name of a comma-separated list.
    static let themes = CompletionKind.custom { words, _, prefix in
        let flag = words.firstIndex(of: "--bank")
        let named: String? = flag.flatMap { $0 + 1 < words.count ? words[$0 + 1] : nil }
        var themes: [String] = []
        for bank in named.map({ [$0] }) ?? ShippedBanks.names {
            if let shipped = ShippedBanks.bank(named: bank) {
                themes += shipped.themeCounts.map(\.name)
            } else {
                var builder = WordBankBuilder()
                _ = try? builder.add(source: bank, format: .forPath(bank)) {
                    (bytes: inout [UInt8]) throws(GuessError) in
                    try BoundedFileReader.append(bank, to: &bytes)
                }
                themes += builder.bank.themeCounts.map(\.name)
            }
        }
        var seen: Set<String> = []
        themes = themes.filter { seen.insert(ThemeName.key($0)).inserted }
        let comma = prefix.lastIndex(where: { $0 == "," || $0 == "，" })
        let done = comma.map { String(prefix[...$0]) } ?? ""
        let typed = ThemeName.key(String(prefix[(comma.map(prefix.index(after:)) ?? prefix.startIndex)...]))
        return themes.filter { ThemeName.key($0).hasPrefix(typed) }.map { done + $0 }
    }

    /// The tiers, by name.
    static let tiers = CompletionKind.list(Tier.allCases.map(\.name))

    /// Configuration files.
    static let configFiles = CompletionKind.file(extensions: ["toml"])

    /// Files and directories under the directory of `prefix` whose path starts with it: word lists by
    /// their extension, and directories (with a slash) to go on into.
    static func listFiles(startingWith prefix: String) -> [String] {
        let slash = prefix.lastIndex(of: "/")
        let directory = slash.map { String(prefix[...$0]) } ?? ""
        let listed = (try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory)) ?? []
        var found: [String] = []
        for name in listed.sorted() where !name.hasPrefix(".") {
            let path = directory + name
            guard path.hasPrefix(prefix) else { continue }
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            if isDirectory.boolValue {
                found.append(path + "/")
            } else if listExtensions.contains((name as NSString).pathExtension.lowercased()) {
                found.append(path)
            }
        }
        return found
    }
}
