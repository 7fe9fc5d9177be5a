import Foundation

/// Helpers to read what the game wrote.
package enum PlayFiles {
    /// The environment of a run in `sandbox`: the sandbox's scrubbed one, plus a history store inside it.
    package static func environment(_ sandbox: Sandbox, _ extra: [String: String] = [:]) -> [String: String] {
        var environment = sandbox.environment
        environment["GUESS_DB"] = sandbox.dataHome.appendingPathComponent("history.sqlite").path
        return environment.merging(extra) { $1 }
    }

    /// Keeps test rounds out of even the sandbox's history store.
    package static let historyArguments = ["--no-history"]

    /// A JSON export as a dictionary.
    package static func json(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw HarnessError("\(path) is not a JSON object")
        }
        return object
    }

    /// The `words` array of a JSON export.
    package static func words(_ export: [String: Any]) -> [[String: Any]] {
        export["words"] as? [[String: Any]] ?? []
    }

    /// Rows of a CSV file (RFC 4180: quoted fields, doubled quotes, CRLF or LF line ends).
    package static func csvRows(_ text: String) -> [[String]] {
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var quoted = false
        var characters = Array(text.unicodeScalars)[...]
        while let scalar = characters.popFirst() {
            if quoted {
                if scalar == "\"" {
                    if characters.first == "\"" {
                        field.unicodeScalars.append("\"")
                        characters.removeFirst()
                    } else {
                        quoted = false
                    }
                } else {
                    field.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"": quoted = true
            case ",":
                row.append(field)
                field = ""
            case "\r": continue
            case "\n":
                row.append(field)
                rows.append(row)
                row = []
                field = ""
            default: field.unicodeScalars.append(scalar)
            }
        }
        if !field.isEmpty || !row.isEmpty {
            row.append(field)
            rows.append(row)
        }
        return rows
    }
}
