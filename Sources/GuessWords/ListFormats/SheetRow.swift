/// One row of a sheet: its 1-based number and the text of its columns A and B (word and tier; "" where
/// empty, trailing empties dropped), with any problem found in its cells.
struct SheetRow: Equatable {
    var number: Int
    var cells: [String]
    var problem: LocalizedText?
}
