import GuessText

/// One row of a sheet: its 1-based number, the text of its first columns ("" where empty, trailing
/// empties dropped), the last column that holds anything, and any problem found in its cells.
struct SheetRow: Equatable {
    var number: Int
    var cells: [String]
    var lastColumn: Int
    var problem: LocalizedText?
}
