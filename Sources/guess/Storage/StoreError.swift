import Foundation
import GuessWords

/// Why the history store could not be used.
enum StoreError: Error, LocalizedError {
    case cannotOpen(path: String, reason: String)
    case cannotWrite(path: String, reason: String)
    /// The file is an SQLite database of another program: it is never changed.
    case foreign(path: String)
    /// The store was written by a newer `guess` (a schema this binary does not know): it is not changed.
    case newerSchema(path: String, detail: String)
    /// Rows that do not decode (a text where a number belongs, …): what could not be read.
    case unreadable(path: String, detail: String)
    case notFound(id: Int64)

    /// The explanation in English.
    var errorDescription: String? { text.english }

    /// The explanation in both languages.
    var text: LocalizedText {
        switch self {
        case .cannotOpen(let path, let reason):
            LocalizedText(
                "history store \(path) cannot be opened: \(reason)",
                "无法打开历史记录库 \(path)：\(reason)")
        case .cannotWrite(let path, let reason):
            LocalizedText(
                "history store \(path) cannot be written: \(reason)",
                "无法写入历史记录库 \(path)：\(reason)")
        case .foreign(let path):
            LocalizedText(
                "\(path) is an SQLite database of another program, not a guess history store; it was left as it is",
                "\(path) 是其他程序的 SQLite 数据库，不是 guess 的历史记录库；未作改动")
        case .newerSchema(let path, let detail):
            LocalizedText(
                "history store \(path) was written by a newer version of guess (\(detail)); this one will not change it",
                "历史记录库 \(path) 由更新版本的 guess 写入（\(detail)）；本版本不会改动它")
        case .unreadable(let path, let detail):
            LocalizedText(
                "history store \(path) holds rows that cannot be read: \(detail)",
                "历史记录库 \(path) 中有无法读取的记录：\(detail)")
        case .notFound(let id):
            LocalizedText(
                "no game with id \(id) in the history",
                "历史记录中没有第 \(id) 局")
        }
    }



    /// The explanation in the language of `strings`.
    func localized(_ strings: Strings) -> String { text.text(strings.language) }
}

extension GuessError {
    /// The command failure for a store error: a game that is not there is missing input (exit 66); a
    /// foreign file, a store of a newer schema or rows that do not decode are bad data (exit 65); anything
    /// else is a runtime failure (exit 1).
    init(_ error: StoreError, storePath: String) {
        switch error {
        case .notFound: self = .missingInput(path: storePath, reason: error.text)
        case .foreign, .newerSchema, .unreadable: self = .badData(error.text)
        case .cannotOpen, .cannotWrite: self = .runtime(error.text)
        }
    }
}
