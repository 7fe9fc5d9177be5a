/// The formats of the words a game showed (`history export --format apkg|tsv`).
enum StudyFormat: String, CaseIterable {
    /// An Anki package.
    case apkg
    /// Tab-separated lines, for Pleco and spreadsheets.
    case tsv

    /// The format a path's extension implies, or nil.
    static func forPath(_ path: String) -> StudyFormat? {
        let lower = path.lowercased()
        if lower.hasSuffix(".apkg") { return .apkg }
        if lower.hasSuffix(".tsv") { return .tsv }
        return nil
    }
}
