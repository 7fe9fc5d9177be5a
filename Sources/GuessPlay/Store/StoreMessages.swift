import GuessHistory
import GuessText
import GuessWords

// The history store's typed problems and notices, in the user's language: the store's library reads no
// interface language; this is the edge that renders what it reports.

/// Text read from the store or a path, made safe for a terminal and short.
private func shown(_ text: String) -> String { OutsideText.forTerminal(text, limit: 120) }

extension StoreError {
    /// The explanation in both languages.
    package var text: LocalizedText {
        switch self {
        case .cannotOpen(let path, let reason):
            LocalizedText("history store \(shown(path)) cannot be opened: ", "无法打开历史记录库 \(shown(path))：") + reason.text
        case .cannotWrite(let path, let reason):
            LocalizedText("history store \(shown(path)) cannot be written: ", "无法写入历史记录库 \(shown(path))：") + reason.text
        case .foreign(let path):
            LocalizedText(
                "\(shown(path)) is an SQLite database of another program, not a guess history store; it was left as it is",
                "\(shown(path)) 是其他程序的 SQLite 数据库，不是 guess 的历史记录库；未作改动")
        case .notADatabase(let path):
            LocalizedText(
                "\(shown(path)) is not a guess history store (not an SQLite database); it was left as it is",
                "\(shown(path)) 不是 guess 的历史记录库（不是 SQLite 数据库）；未作改动")
        case .notARegularFile(let path):
            LocalizedText(
                "\(shown(path)) is not a regular file (a device, a FIFO or a directory), so it cannot be a history store",
                "\(shown(path)) 不是普通文件（是设备、FIFO 或目录），不能作为历史记录库")
        case .damaged(let path):
            LocalizedText(
                "history store \(shown(path)) is damaged; it was left as it is (guess play moves a damaged store aside)",
                "历史记录库 \(shown(path)) 已损坏；未作改动（guess play 会把损坏的库移到一旁）")
        case .newerSchema(let path, let newer):
            LocalizedText(
                "history store \(shown(path)) was written by a newer version of guess (",
                "历史记录库 \(shown(path)) 由更新版本的 guess 写入（")
                + newer.text + LocalizedText("); this one will not change it", "）；本版本不会改动它")
        case .notFound(let id):
            LocalizedText("no game with id \(id) in the history", "历史记录中没有第 \(id) 局")
        case .unreadable(let path, let skipped):
            skipped.prefix(3).reduce(
                LocalizedText(
                    "history store \(shown(path)) holds rows that cannot be read: ", "历史记录库 \(shown(path)) 中有无法读取的记录：")
            ) { $0 + $1.text + LocalizedText("; ", "；") }
        case .noLocation:
            LocalizedText(
                "no HOME or XDG_DATA_HOME: name the history store with --db FILE",
                "没有 HOME 或 XDG_DATA_HOME：请用 --db FILE 指定历史记录库")
        case .backupOntoStore(let path):
            LocalizedText(
                "\(shown(path)) is the history store itself; a backup goes to another file",
                "\(shown(path)) 就是历史记录库本身；备份要写到另一个文件")
        case .backupDamaged(let path, let report):
            LocalizedText(
                "the copy for \(shown(path)) failed SQLite's integrity check (\(shown(report))); nothing was replaced",
                "\(shown(path)) 的副本未通过 SQLite 完整性检查（\(shown(report))）；未替换任何文件")
        }
    }
}

extension StoreFailure {
    /// The reason in both languages.
    package var text: LocalizedText {
        switch self {
        case .cannotOpenFile:
            LocalizedText(
                "the file or its directory cannot be opened (missing or not writable?)", "无法打开该文件或其目录（不存在或不可写？）")
        case .readOnly: LocalizedText("it is read-only", "它是只读的")
        case .diskFull: LocalizedText("the disk is full", "磁盘已满")
        case .damaged: LocalizedText("the file is damaged", "文件已损坏")
        case .busy: LocalizedText("another program holds its write lock", "另一个程序占用着它的写锁")
        case .cannotMoveAside(let reason):
            LocalizedText("it is damaged and cannot be moved aside: \(reason)", "它已损坏且无法移到一旁：\(reason)")
        case .other(let message): LocalizedText(shown(message), ChineseText(verbatim: shown(message)))
        }
    }
}

extension NewerSchema {
    /// What shows it, in both languages.
    package var text: LocalizedText {
        switch self {
        case .version(let version, let known):
            return LocalizedText(
                "schema version \(version); this guess knows up to \(known)", "架构版本 \(version)；本版本最高支持 \(known)")
        case .migrations(let names):
            let list = names.map { "'\(shown($0))'" }.joined(separator: ", ")
            return LocalizedText("migration\(names.count == 1 ? "" : "s") \(list)", "迁移 \(list)")
        }
    }
}

extension ValueKind {
    /// The kind named in both languages.
    package var text: LocalizedText {
        switch self {
        case .nothing: LocalizedText("nothing", "空值")
        case .wholeNumber: LocalizedText("a whole number", "整数")
        case .number: LocalizedText("a number", "数字")
        case .text: LocalizedText("text", "文字")
        case .blob: LocalizedText("a blob", "二进制数据")
        case .id: LocalizedText("an id", "编号")
        }
    }
}

extension ValueProblem {
    /// The problem in both languages.
    package var text: LocalizedText {
        switch self {
        case .empty(let column, let expected):
            LocalizedText("column \(column) is empty where ", "列 \(column) 为空，应为") + expected.text
                + LocalizedText(" belongs", "")
        case .wrongType(let column, let found, let expected):
            LocalizedText("column \(column) holds ", "列 \(column) 存的是") + found.text
                + LocalizedText(" where ", "，应为") + expected.text + LocalizedText(" belongs", "")
        case .outOfRange(let column, let value):
            LocalizedText(
                "column \(column) holds \(shown(value)), out of the range guess writes",
                "列 \(column) 存的是 \(shown(value))，超出 guess 写入的范围")
        case .notATime(let column, let text):
            LocalizedText("column \(column) holds '\(shown(text))', not a time", "列 \(column) 存的是“\(shown(text))”，不是时间")
        case .unknownName(let column, let text):
            LocalizedText(
                "column \(column) holds '\(shown(text))', which guess does not know",
                "列 \(column) 存的是“\(shown(text))”，guess 不认识")
        }
    }
}

extension SkippedPart {
    /// The skipped part and why, in both languages.
    package var text: LocalizedText {
        let place: LocalizedText =
            switch self.place {
            case .game(let game): LocalizedText("game \(game)", "第 \(game) 局")
            case .round(let game, let turn?): LocalizedText("game \(game), turn \(turn)", "第 \(game) 局第 \(turn) 回合")
            case .round(let game, nil): LocalizedText("game \(game), a turn", "第 \(game) 局的一个回合")
            case .word(let game, let turn, let word):
                LocalizedText(
                    "game \(game), turn \(turn.map(String.init) ?? "?")",
                    "第 \(game) 局第 \(turn.map(String.init) ?? "?") 回合")
                    + LocalizedText(" skipped: word \(word)", "已跳过：第 \(word) 个词")
            case .wordTally(let word, let tier):
                LocalizedText("the tally of '\(shown(word))' (\(shown(tier)))", "“\(shown(word))”（\(shown(tier))）的统计")
            }
        if case .word = self.place { return place + LocalizedText(": ", "：") + problem.text }
        return place + LocalizedText(" skipped: ", "已跳过：") + problem.text
    }
}

extension StoreNotice {
    /// The notice in both languages.
    package var text: LocalizedText {
        switch self {
        case .movedAside(let path, let aside):
            LocalizedText(
                "history store \(shown(path)) was damaged; moved it to \(shown(aside)) and started a new one",
                "历史记录库 \(shown(path)) 已损坏：已将它移到 \(shown(aside))，并新建了一个")
        case .notKept(.noLocation):
            LocalizedText(
                "history not kept: no HOME or XDG_DATA_HOME to keep it in", "未保存历史：没有 HOME 或 XDG_DATA_HOME 可供保存")
        case .notKept(let error): LocalizedText("history not kept: ", "未保存历史：") + error.text
        case .stopped(let error, let lost) where lost > 0:
            LocalizedText(
                "history not kept from here on (\(counted(lost, "change")) not written): ", "此后不再保存历史（\(lost) 项更改未写入）：")
                + error.text
        case .stopped(let error, _): LocalizedText("history not kept from here on: ", "此后不再保存历史：") + error.text
        case .saving(let left): LocalizedText("saving history… \(left) left", "正在保存历史……还剩 \(left) 项")
        case .abandoned(let lost) where lost.gameEnd:
            LocalizedText(
                "history not saved, as asked: \(counted(lost.answers, "answer")) and \(counted(lost.turns, "whole turn")) dropped, the game's end too (\(counted(lost.changes, "change")) in all)",
                "已按要求放弃保存历史：丢弃 \(lost.answers) 个答案和 \(lost.turns) 个完整回合，本局结果也未保存（共 \(lost.changes) 项更改）")
        case .abandoned(let lost):
            LocalizedText(
                "history not saved, as asked: \(counted(lost.answers, "answer")) and \(counted(lost.turns, "whole turn")) dropped (\(counted(lost.changes, "change")) in all)",
                "已按要求放弃保存历史：丢弃 \(lost.answers) 个答案和 \(lost.turns) 个完整回合（共 \(lost.changes) 项更改）")
        case .behind(let waiting):
            LocalizedText(
                "history is behind: another program holds the store's write lock; \(counted(waiting, "change")) \(waiting == 1 ? "waits and is" : "wait and are") written when it lets go",
                "历史记录滞后：另一个程序占用着历史记录库的写锁；\(waiting) 项更改正在等待，锁释放后写入")
        case .unsaved(let lost):
            LocalizedText(
                "history incomplete: another program held the store's write lock; the last \(counted(lost, "change")) of this game \(lost == 1 ? "was" : "were") not written",
                "历史记录不完整：另一个程序占用着历史记录库的写锁；本局最后 \(lost) 项更改未能写入")
        case .unreadable(let error): error.text
        }
    }

    /// The one line the host is shown, in the language of `strings`.
    package func line(_ strings: Strings) -> String { "guess: " + text.text(strings.language) }
}

extension GuessError {
    /// The command failure for a store error: a game that is not there is missing input (exit 66); a file
    /// that is not ours or not a store, a damaged or newer store, rows that do not decode, a backup that
    /// fails its check are bad data (exit 65); a backup onto the store itself is a usage error (exit 64);
    /// anything else is a runtime failure (exit 1).
    /// `storePath` names the store a missing game was looked for in.
    package init(_ error: StoreError, storePath: String? = nil) {
        switch error {
        case .notFound: self = .missingInput(path: storePath ?? "history", reason: error.text)
        case .foreign, .notADatabase, .notARegularFile, .damaged, .newerSchema, .unreadable, .backupDamaged:
            self = .badData(error.text)
        case .backupOntoStore: self = .usage(error.text)
        case .cannotOpen, .cannotWrite, .noLocation: self = .runtime(error.text)
        }
    }
}

/// `count` and `noun`, the noun made plural unless the count is 1 ("1 change", "3 whole turns").
private func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
