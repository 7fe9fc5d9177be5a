import Foundation
import GuessText

/// Why a workbook could not be read.
enum WorkbookProblem: Error, Equatable, CustomStringConvertible {
    /// The file is not a ZIP archive at all.
    case notZip
    /// A ZIP archive, but of another kind of document (a Word document, a Numbers file).
    case otherDocument(LocalizedText)
    /// A part the workbook needs is missing.
    case missingPart(String)
    /// A part is not the XML it should be.
    case badPart(String)
    /// A part is larger than any word list should be (counted as it inflates, whatever the archive says).
    case tooLarge(String)
    /// A part declares a document type (DTD), which Excel never writes and which could define entities.
    case declaresDocumentType(String)
    /// A cell or row (`isRow`) beyond the largest sheet Excel makes (column XFD, row 1,048,576).
    case beyondSheet(String, isRow: Bool)
    /// More shared strings than a sheet of word lists can use.
    case tooManyStrings(String)
    /// Rows that are not in increasing order.
    case rowsOutOfOrder(Int)

    /// The most bytes a part may inflate to.
    static let partLimit = 64 << 20

    var description: String { text.english }

    /// The explanation in both languages.
    var text: LocalizedText {
        switch self {
        case .notZip:
            LocalizedText(
                "not an .xlsx workbook (not a ZIP archive); save it as .xlsx, .csv or .txt",
                "不是 .xlsx 工作簿（不是 ZIP 压缩包）；请另存为 .xlsx、.csv 或 .txt")
        case .otherDocument(let kind):
            LocalizedText(
                "\(kind.english), not an Excel workbook; save it as .xlsx, .csv or .txt",
                "这是\(kind)，不是 Excel 工作簿；请另存为 .xlsx、.csv 或 .txt")
        case .missingPart(let path):
            LocalizedText(
                "the workbook has no part \(path) (save it again as .xlsx, .csv or .txt)",
                "工作簿缺少部件 \(path)（请重新另存为 .xlsx、.csv 或 .txt）")
        case .badPart(let path):
            LocalizedText(
                "the workbook's part \(path) cannot be read (save it again as .xlsx, .csv or .txt)",
                "工作簿的部件 \(path) 无法读取（请重新另存为 .xlsx、.csv 或 .txt）")
        case .tooLarge(let path):
            LocalizedText(
                "the workbook's part \(path) is too large: more than \(Self.partLimit >> 20) MiB unpacked",
                "工作簿的部件 \(path) 太大：解压后超过 \(Self.partLimit >> 20) MiB")
        case .declaresDocumentType(let path):
            LocalizedText(
                "the workbook's part \(path) declares a document type (DTD), which Excel never writes: refused (save it again from Excel)",
                "工作簿的部件 \(path) 声明了文档类型（DTD），Excel 从不写入：拒绝读取（请用 Excel 重新保存）")
        case .beyondSheet(let reference, let isRow):
            LocalizedText(
                "\(isRow ? "row" : "cell") \(reference) is beyond Excel's last column XFD or last row 1048576",
                "\(isRow ? "行" : "单元格" as ChineseText) \(reference) 超出 Excel 的最后一列 XFD 或最后一行 1048576")
        case .tooManyStrings(let path):
            LocalizedText(
                "the workbook's part \(path) holds more than \(WorkbookReader.maximumSharedStrings) shared strings",
                "工作簿的部件 \(path) 含有超过 \(WorkbookReader.maximumSharedStrings) 个共享字符串")
        case .rowsOutOfOrder(let row):
            LocalizedText(
                "row \(row) comes after a row with a larger number: the sheet is damaged (save it again from Excel)",
                "第 \(row) 行排在编号更大的行之后：工作表已损坏（请用 Excel 重新保存）")
        }
    }
}
