import Foundation
import GuessGame
import GuessRoom
import GuessScreens
import GuessText
import GuessWords
import TOMLKit

/// Every setting of the game, with the shipped defaults; layers of TOML are applied on top.
package struct GameConfig: Sendable, Equatable {
    /// Length of a round.
    package var roundSeconds = 300
    /// Time left at which the clock turns red.
    package var warningSeconds = 30
    /// Countdown before the clock starts; 0 skips it.
    package var leadInSeconds = 3
    /// Whether the terminal bell may ring (the `bell` output, and `auto` without a server); `--sound bell`
    /// rings it regardless.
    package var bell = true
    /// Where sounds go: the sound server, the bell, or nowhere.
    package var sound = SoundSetting.auto
    /// Loudness of the sounds, 0 to 100.
    package var volume = 100
    /// What happens when the deck runs out.
    package var onExhausted = ExhaustionPolicy.end
    /// The shipped bank used when `--bank` is not given.
    package var bank = "zh-Hans"
    /// Tier weights.
    package var weights = TierWeights.standard
    /// The themes drawn from (`draw.themes`, `--theme`); empty: every entry.
    package var themes: [String] = []
    /// Whether entries not for children are left out (`draw.family`, `--family`).
    package var family = false
    /// Colour mode.
    package var colour = ColourMode.auto
    /// Interface language.
    package var language = LanguageSetting.auto
    /// Whether the round screen draws the word, clock and counts in big glyphs.
    package var big = BigDisplay.auto
    /// The reading shown under the word (`display.reading`): pinyin, zhuyin or off.
    package var reading = ReadingSetting.off
    /// Teams of a party game, in turn order (empty: a single round).
    package var teams: [String] = []
    /// The players of the teams that name them (`party.teams = ["红队=小王,小李"]`), in describing order.
    package var teamPlayers: [String: [String]] = [:]
    /// Turns per team in a party game.
    package var turns = 1
    /// Whether a wrong answer costs a point in a party game.
    package var penalty = false
    /// Whether a tie for first place gives the tied teams another turn.
    package var tieBreak = true
    /// Words played in this many recent games are drawn after fresh ones; 0 turns it off.
    package var freshGames = 10
    /// Where the phones' web server listens (`party.serve`, `--serve`); nil: no server.
    package var serve: ServeAddress?
    /// The reverse proxies whose forwarding headers name the client (`party.trusted_proxies`, `--trusted-proxy`).
    package var trustedProxies = TrustedProxies.none
    /// Where the word shows when phones join (`party.word_on`, `--word-on`).
    package var wordOn = WordPlacement.phone
    /// The most players phones may add (`party.max_players`, `--max-players`).
    package var maxPlayers = Room.defaultPlayerCap
    /// The league games count in (`party.league`, `--league`); nil: none.
    package var league: String?
    /// Whether rounds are kept in the history store.
    package var history = true
    /// Passes per turn (`round.passes`, `--passes`); -1: as many as wanted.
    package var passes = -1
    /// Whether a pass costs a point (`round.pass_penalty`, `--pass-penalty`).
    package var passPenalty = false
    /// Seconds the "more time" key adds (`round.add_seconds`).
    package var addSeconds = GameRules.defaultAddSeconds
    /// The most seconds "more time" may add to one turn (`round.max_added_seconds`).
    package var maxAddedSeconds = GameRules.defaultMaxAddedSeconds
    /// The score that wins a party game (`party.to`, `--to`); 0: play every turn.
    package var targetScore = 0
    /// Where each key was last set, for messages about values checked later (draw.bank).
    package var origins = SettingOrigins()

    /// The built-in defaults (the same values as Config/default.toml).
    package init() {}

    /// The shipped Config/default.toml, embedded in the binary.
    package static var shippedDefaultText: String { EmbeddedFiles.contents["config/default.toml"] ?? "" }

    /// How messages name the shipped configuration file.
    package static let shippedFile = "Config/default.toml"

    /// Where the shipped layer sets each known key: the line of Config/default.toml, found in one pass over
    /// its lines when an origin is first asked for (`config show`, a message naming where a setting came
    /// from), so that a start neither parses the shipped TOML nor lists its keys. `SettingOrigins` falls
    /// back to it.
    static let shippedPlaces: [String: String] = {
        let lines = shippedKeyLines(in: shippedDefaultText)
        return Dictionary(
            uniqueKeysWithValues: knownKeys.map { key in
                let line = lines[key] ?? 0
                return (key, line > 0 ? "\(shippedFile):\(line)" : shippedFile)
            })
    }()

    /// The line of each `key = value` of `text` (a plain TOML file of tables and keys, as the shipped
    /// one is), by its dotted key; the first line wins. Byte-wise, with no Foundation string work.
    static func shippedKeyLines(in text: String) -> [String: Int] {
        var found: [String: Int] = [:]
        var table: Substring.UTF8View = "".utf8[...]
        func trimmed(_ bytes: Substring.UTF8View, also extra: UInt8 = 0x20) -> Substring.UTF8View {
            let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == extra }
            guard let first = bytes.firstIndex(where: { !isBlank($0) }) else { return bytes[bytes.endIndex...] }
            let last = bytes.lastIndex(where: { !isBlank($0) })!
            return bytes[first...last]
        }
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let bytes = trimmed(line.utf8)
            if bytes.first == UInt8(ascii: "[") {
                let inside = bytes.dropFirst().prefix { $0 != UInt8(ascii: "]") }
                table = trimmed(Substring(inside).utf8)
                continue
            }
            if bytes.first == UInt8(ascii: "#") { continue }
            guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")) else { continue }
            let name = String(Substring(trimmed(bytes[..<equals], also: UInt8(ascii: "\""))))
            let key = table.isEmpty ? name : String(Substring(table)) + "." + name
            if found[key] == nil { found[key] = number + 1 }
        }
        return found
    }

    /// Applies one TOML layer (the text of `file`) on top of the current settings.
    ///
    /// Throws on a syntax error, an unknown key, a wrong type or an out-of-range value, naming the key
    /// and the file (and the line where it can be found). A NUL byte, a dotted key of more parts or
    /// nesting deeper than `TOMLPreflight` allows are refused before the TOML parser reads the text.
    package mutating func apply(toml text: String, file: String) throws(ConfigError) {
        do throws(TOMLPreflight.Problem) {
            try TOMLPreflight.check(text)
        } catch {
            throw ConfigError(file: file, line: error.line, key: nil, message: error.message)
        }
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw ConfigError(
                file: file, line: error.source.begin.line, key: nil,
                message: LocalizedText(error.description, "TOML 语法错误：\(error.description)"))
        } catch {
            throw ConfigError(file: file, line: 0, key: nil, message: LocalizedText("\(error)", "TOML 语法错误：\(error)"))
        }
        var updated = self
        try updated.apply(table: table, prefix: "", text: text, file: file)
        if !updated.weights.values.contains(where: { $0 > 0 }) {
            throw ConfigError(
                file: file, line: Self.line(of: "draw.weights", in: text), key: "draw.weights",
                message: LocalizedText("at least one tier needs a weight above zero", "至少要有一个难度的权重大于零"))
        }
        self = updated
    }

    private mutating func apply(table: TOMLTable, prefix: String, text: String, file: String) throws(ConfigError) {
        for (name, value) in table {
            let key = prefix + name
            if let setting = Self.settings.first(where: { $0.key == key }) {
                let line = Self.line(of: key, in: text)
                do {
                    try setting.apply(&self, value)
                } catch {
                    throw ConfigError(file: file, line: line, key: key, message: error.message)
                }
                origins.places[key] = line > 0 ? "\(file):\(line)" : file
            } else if let nested = value.table, Self.settings.contains(where: { $0.key.hasPrefix(key + ".") }) {
                try apply(table: nested, prefix: key + ".", text: text, file: file)
            } else {
                let known = Self.settings.map(\.key).filter { $0.hasPrefix(prefix) }.joined(separator: ", ")
                throw ConfigError(
                    file: file, line: Self.line(of: key, in: text), key: key,
                    message: LocalizedText(
                        "unknown key (known here: \(known))",
                        "未知的设置项（此处可用：\(known.replacingOccurrences(of: ", ", with: "、"))）"))
            }
        }
    }

    /// The line where `key` (dotted) is set or its table opened, for messages; 0 when not found.
    static func line(of key: String, in text: String) -> Int {
        let parts = key.split(separator: ".").map(String.init)
        guard let last = parts.last else { return 0 }
        let tableName = parts.dropLast().joined(separator: ".")
        var currentTable = ""
        var fallback = 0
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") {
                currentTable = line.trimmingCharacters(in: CharacterSet(charactersIn: "[] "))
                if currentTable == key { return number + 1 }
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let name = line[..<equals].trimmingCharacters(in: CharacterSet(charactersIn: " \t\""))
            let full = currentTable.isEmpty ? name : currentTable + "." + name
            if full == key { return number + 1 }
            if name == last && currentTable == tableName { fallback = number + 1 }
        }
        return fallback
    }
}

struct SettingProblem: Error {
    var message: LocalizedText
}

private struct Setting: Sendable {
    var key: String
    var apply: @Sendable (inout GameConfig, TOMLValueConvertible) throws(SettingProblem) -> Void
}

extension GameConfig {
    /// Every key the configuration accepts, dotted, in the order of Config/default.toml.
    package static var knownKeys: [String] { settings.map(\.key) }

    fileprivate static let settings: [Setting] = [
        count("round.seconds", GameLimits.roundSeconds, \.roundSeconds),
        count("round.warning_seconds", GameLimits.leadInSeconds, \.warningSeconds),
        count("round.lead_in_seconds", GameLimits.leadInSeconds, \.leadInSeconds),
        boolean("round.bell", \.bell),
        choice("round.sound", \.sound),
        count("round.volume", 0...100, \.volume),
        choice("round.on_exhausted", \.onExhausted),
        count("round.passes", -1...GameLimits.passesPerTurn.upperBound, \.passes),
        boolean("round.pass_penalty", \.passPenalty),
        count("round.add_seconds", GameLimits.addSeconds, \.addSeconds),
        count("round.max_added_seconds", GameLimits.maxAddedSeconds, \.maxAddedSeconds),
        Setting(key: "draw.bank") { config, value throws(SettingProblem) in
            guard let name = value.string else { throw wrongType(value, "a string", "字符串") }
            guard !name.isEmpty else { throw SettingProblem(message: LocalizedText("must name a bank", "必须填写词库名")) }
            config.bank = name
        },
        Setting(key: "draw.themes") { config, value throws(SettingProblem) in
            guard let array = value.array else { throw wrongType(value, "an array of theme names", "主题名数组") }
            var themes: [String] = []
            for (position, item) in array.enumerated() {
                guard let name = item.string?.trimmingCharacters(in: .whitespaces), !name.isEmpty,
                    name.count <= 32, !OutsideText.needsEscaping(name)
                else {
                    throw SettingProblem(
                        message: LocalizedText(
                            "element \(position + 1): expected a theme name (a string of 1 to 32 characters, no control characters)",
                            "第 \(position + 1) 个元素：应为主题名（1 到 32 个字符的字符串，不含控制字符）"))
                }
                themes.append(name)
            }
            guard themes.count <= 100 else {
                throw SettingProblem(message: LocalizedText("at most 100 themes", "最多 100 个主题"))
            }
            config.themes = themes
        },
        boolean("draw.family", \.family),
        weight(.primary), weight(.middle), weight(.senior), weight(.complex), weight(.custom),
        choice("display.colour", \.colour),
        choice("display.language", \.language),
        choice("display.big", \.big),
        choice("display.reading", \.reading),
        Setting(key: "party.teams") { config, value throws(SettingProblem) in
            guard let array = value.array else { throw wrongType(value, "an array of team names", "队名数组") }
            var teams: [String] = []
            var seen: Set<String> = []
            var lineups: [TeamLineup] = []
            for (position, item) in array.enumerated() {
                guard let text = item.string else {
                    throw SettingProblem(
                        message: LocalizedText(
                            "element \(position + 1): expected a team name (a string), found \(item.type)",
                            "第 \(position + 1) 个元素：应为队名（字符串），实际为 \(item.type)"))
                }
                let lineup = TeamLineup.parse(text)
                lineups.append(lineup)
                let name = lineup.name
                guard !name.isEmpty else {
                    throw SettingProblem(message: LocalizedText("every team needs a non-empty name", "每个队伍都需要非空的队名"))
                }
                guard !OutsideText.needsEscaping(name) else {
                    throw SettingProblem(
                        message: LocalizedText(
                            "team '\(OutsideText.forTerminal(name))' holds control or bidi characters",
                            "队名“\(OutsideText.forTerminal(name))”含有控制字符或双向文字控制符"))
                }
                guard seen.insert(OutsideText.nameKey(name)).inserted else {
                    throw SettingProblem(message: LocalizedText("team '\(name)' appears twice", "队名“\(name)”出现了两次"))
                }
                teams.append(name)
            }
            if let problem = TeamLineup.check(lineups) {
                throw SettingProblem(message: LocalizedText { $0.lineupProblem(problem) })
            }
            config.teams = teams
            config.teamPlayers = TeamLineup.playersByTeam(lineups)
        },
        count("party.turns", GameLimits.turnsPerTeam, \.turns),
        boolean("party.penalty", \.penalty),
        boolean("party.tie_break", \.tieBreak),
        count("party.to", 0...GameLimits.targetScore.upperBound, \.targetScore),
        count("party.fresh_games", 0...100_000, \.freshGames),
        Setting(key: "party.serve") { config, value throws(SettingProblem) in
            guard let text = value.string else { throw wrongType(value, "a string", "字符串") }
            guard !text.isEmpty else {
                config.serve = nil
                return
            }
            guard let address = ServeAddress(text) else {
                throw SettingProblem(
                    message: LocalizedText(
                        "expected \"[HOST:]PORT\" with a port from 0 to 65535, found \"\(OutsideText.forTerminal(text, limit: 40))\"",
                        "应为 \"[主机:]端口\"（端口 0 到 65535），实际为 \"\(OutsideText.forTerminal(text, limit: 40))\""))
            }
            config.serve = address
        },
        Setting(key: "party.trusted_proxies") { config, value throws(SettingProblem) in
            guard let array = value.array else { throw wrongType(value, "an array of addresses", "地址数组") }
            var entries: [String] = []
            for (position, item) in array.enumerated() {
                guard let text = item.string, TrustedProxies([text]) != nil else {
                    let found = item.string.map { "\"\(OutsideText.forTerminal($0, limit: 60))\"" } ?? "\(item.type)"
                    throw SettingProblem(
                        message: LocalizedText(
                            "element \(position + 1): expected an address or network (\"127.0.0.1\", \"::1\", \"10.0.0.0/8\"), found \(found)",
                            "第 \(position + 1) 个元素：应为地址或网段（\"127.0.0.1\"、\"::1\"、\"10.0.0.0/8\"），实际为 \(found)"))
                }
                entries.append(text)
            }
            guard entries.count <= 100 else {
                throw SettingProblem(message: LocalizedText("at most 100 proxies", "最多 100 个代理"))
            }
            config.trustedProxies = TrustedProxies(entries) ?? .none
        },
        choice("party.word_on", \.wordOn),
        count("party.max_players", 1...TeamLineup.playerLimit, \.maxPlayers),
        Setting(key: "party.league") { config, value throws(SettingProblem) in
            guard let text = value.string else { throw wrongType(value, "a string", "字符串") }
            guard !text.isEmpty else {
                config.league = nil
                return
            }
            guard let name = LeagueName.checked(text) else {
                throw SettingProblem(
                    message: LocalizedText(
                        "expected a league's name (1 to \(LeagueName.limit) characters, no control characters), found \"\(OutsideText.forTerminal(text, limit: 60))\"",
                        "应为联赛名（1 到 \(LeagueName.limit) 个字符，不含控制字符），实际为 \"\(OutsideText.forTerminal(text, limit: 60))\"")
                )
            }
            config.league = name
        },
        boolean("history.enabled", \.history),
    ]

    private static func wrongType(_ value: TOMLValueConvertible, _ expected: String, _ chinese: ChineseText)
        -> SettingProblem
    {
        SettingProblem(
            message: LocalizedText("expected \(expected), found \(value.type)", "应为\(chinese)，实际为 \(value.type)"))
    }

    private static func count(
        _ key: String, _ range: ClosedRange<Int>, _ path: WritableKeyPath<GameConfig, Int> & Sendable
    ) -> Setting {
        Setting(key: key) { config, value throws(SettingProblem) in
            guard value.type == .int, let number = value.int else { throw wrongType(value, "an integer", "整数") }
            guard range.contains(number) else {
                throw SettingProblem(
                    message: LocalizedText(
                        "must be between \(range.lowerBound) and \(range.upperBound), found \(number)",
                        "必须在 \(range.lowerBound) 到 \(range.upperBound) 之间，实际为 \(number)"))
            }
            config[keyPath: path] = number
        }
    }

    private static func boolean(_ key: String, _ path: WritableKeyPath<GameConfig, Bool> & Sendable) -> Setting {
        Setting(key: key) { config, value throws(SettingProblem) in
            guard let flag = value.bool else { throw wrongType(value, "true or false", " true 或 false") }
            config[keyPath: path] = flag
        }
    }

    private static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
        _ key: String, _ path: WritableKeyPath<GameConfig, Choice> & Sendable
    ) -> Setting where Choice.RawValue == String {
        let choices = Choice.allCases.map { ($0.rawValue, $0) }
        let options = choices.map { "\"\($0.0)\"" }.joined(separator: ", ")
        let chineseOptions = choices.map { "\"\($0.0)\"" }.joined(separator: "、")
        return Setting(key: key) { config, value throws(SettingProblem) in
            guard let text = value.string else { throw wrongType(value, "one of \(options)", " \(chineseOptions) 之一") }
            guard let chosen = choices.first(where: { $0.0 == text })?.1 else {
                throw SettingProblem(
                    message: LocalizedText(
                        "expected one of \(options), found \"\(text)\"", "应为 \(chineseOptions) 之一，实际为 \"\(text)\""))
            }
            config[keyPath: path] = chosen
        }
    }

    private static func weight(_ tier: Tier) -> Setting {
        Setting(key: "draw.weights.\(tier.name)") { config, value throws(SettingProblem) in
            let number: Double
            switch value.type {
            case .int: number = Double(value.int ?? 0)
            case .double: number = value.double ?? 0
            default: throw wrongType(value, "a number", "数字")
            }
            do throws(WeightsError) {
                try TierWeights.check(number, tier: tier)
            } catch {
                throw SettingProblem(message: error.text)
            }
            config.weights[tier] = number
        }
    }
}
