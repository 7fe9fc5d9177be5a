// Writes the compact form of each shipped bank (`make compact-banks`).
// Usage: GuessBankCompiler OUTPUT-DIRECTORY Wordbanks/NAME.txt...
// Each bank is parsed by the library's own list parser, as `guess` parses a shipped bank, and written to
// OUTPUT-DIRECTORY/NAME.bank (see CompactBank). A bank the parser has anything to say about is refused.
import Foundation
import GuessText
import GuessWords

let arguments = CommandLine.arguments.dropFirst()
guard let directory = arguments.first, arguments.count > 1 else {
    FileHandle.standardError.write(Data("usage: GuessBankCompiler OUTPUT-DIRECTORY BANK.txt...\n".utf8))
    exit(64)
}
var failed = false
for path in arguments.dropFirst() {
    let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    guard let bytes = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("GuessBankCompiler: cannot read \(path)\n".utf8))
        exit(66)
    }
    var builder = WordBankBuilder()
    let diagnostics = builder.add(
        contents: Array(bytes), source: ShippedBanks.sourceName(of: name), format: .text)
    if !diagnostics.isEmpty {
        for diagnostic in diagnostics {
            FileHandle.standardError.write(Data("GuessBankCompiler: \(diagnostic.localized(Strings(.en)))\n".utf8))
        }
        failed = true
        continue
    }
    let compact = CompactBank.encode(builder.bank, sourceHash: CompactBank.sourceHash(of: bytes))
    let output = (directory as NSString).appendingPathComponent("\(name).bank")
    do {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try compact.write(toFile: output, atomically: true, encoding: .utf8)
    } catch {
        FileHandle.standardError.write(Data("GuessBankCompiler: cannot write \(output): \(error)\n".utf8))
        exit(1)
    }
    print("GuessBankCompiler: \(output) (\(builder.bank.count) entries)")
}
exit(failed ? 65 : 0)
