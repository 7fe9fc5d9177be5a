import ArgumentParser
import Foundation
import GuessConfig
import GuessText

/// `guess config init`: writes a commented starter file to the user's configuration path, never over one.
struct ConfigInit: GuessCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented starter configuration to the user's config path (never over an existing file).")

    func execute() throws(GuessError) -> Int32 {
        guard let path = UserDirectories.configFile else {
            throw .runtime(
                LocalizedText(
                    "no HOME or XDG_CONFIG_HOME: there is no user configuration path",
                    "没有 HOME 或 XDG_CONFIG_HOME：无法确定用户配置文件的位置"))
        }
        let directory = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .runtime(
                LocalizedText(
                    "\(directory): cannot be created: \(error.localizedDescription)",
                    "\(directory)：无法创建：\(error.localizedDescription)"))
        }
        try RegularFileWriter.createNew(Data(GameConfig.starterText.utf8), at: path)
        print(
            "Wrote \(OutsideText.forTerminal(path)): every setting is commented out; uncomment what you want to change."
        )
        return 0
    }
}
