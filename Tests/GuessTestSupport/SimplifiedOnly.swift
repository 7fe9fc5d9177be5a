import Foundation

/// The Simplified-only characters (Tools/hant/simplified-only.txt, made by `make hant-strings`): a
/// zh-Hant text holding one was left unconverted.
package let simplifiedOnlyCharacters: Set<Character> = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let url = root.appendingPathComponent("Tools/hant/simplified-only.txt")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return Set(text.split(separator: "\n").filter { !$0.hasPrefix("#") }.joined())
}()
