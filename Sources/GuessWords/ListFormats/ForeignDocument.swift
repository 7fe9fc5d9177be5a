import GuessText

/// A document that is not a word list, told by its first bytes whatever its name says.
enum ForeignDocument: Equatable {
    /// A ZIP archive: an .xlsx workbook, or another office document.
    case zipArchive
    /// An Office file in the old compound format (.xls, .doc).
    case oldOffice
    /// A workbook saved with a password: Excel encrypts it into a compound file.
    case encryptedWorkbook
    /// A PDF.
    case pdf

    /// The kind of document `bytes` start, or nil when they may be a list. `expectingWorkbook`: the file
    /// is named .xlsx, so a compound file holding an encrypted package is a password-protected workbook.
    init?(_ bytes: some Collection<UInt8>, expectingWorkbook: Bool = false) {
        if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
            self = .zipArchive
        } else if bytes.starts(with: [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]) {
            let marker = Array("EncryptedPackage".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
            self = Self.contains(Array(bytes.prefix(1 << 20)), marker) ? .encryptedWorkbook : .oldOffice
        } else if bytes.starts(with: Array("%PDF-".utf8)) {
            self = .pdf
        } else {
            return nil
        }
    }

    private static func contains(_ bytes: [UInt8], _ marker: [UInt8]) -> Bool {
        guard bytes.count >= marker.count else { return false }
        return (0...(bytes.count - marker.count)).contains { bytes[$0..<($0 + marker.count)].elementsEqual(marker) }
    }

    /// What it is, in English: "a PDF document".
    var name: LocalizedText {
        switch self {
        case .zipArchive:
            LocalizedText("a ZIP archive (an .xlsx workbook or another document)", "ZIP 压缩包（.xlsx 工作簿或其他文档）")
        case .oldOffice: LocalizedText("an old Office document (.xls or .doc)", "旧版 Office 文档（.xls 或 .doc）")
        case .encryptedWorkbook: LocalizedText("a password-protected (encrypted) workbook", "受密码保护（加密）的工作簿")
        case .pdf: LocalizedText("a PDF document", "PDF 文档")
        }
    }

    /// Why it is refused as a list.
    var notAList: LocalizedText {
        if self == .encryptedWorkbook {
            return LocalizedText(
                "this is a password-protected (encrypted) workbook: remove the password in Excel (File > Info > Protect Workbook) and save it again",
                "这是受密码保护（加密）的工作簿：请在 Excel 中取消密码（文件 > 信息 > 保护工作簿）后重新保存")
        }
        return LocalizedText(
            "this is \(name.english), not a word list; save it as .xlsx, .csv or .txt",
            "这是\(name)，不是词表；请另存为 .xlsx、.csv 或 .txt")
    }
}
