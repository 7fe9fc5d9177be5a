import Foundation
import GuessHistory
import GuessPlay
import GuessText

#if canImport(Glibc)
    import Glibc
#endif

/// The room of a served game across restarts, and where its keys are shown.
extension Play {
    /// The codes of rooms earlier games served (from the history, read only): a page still open on one is
    /// told its game has ended, never counted as guessing a code. Empty without a readable store.
    func servedRoomCodes() -> Set<String> {
        guard let location = CommandContext.current.storeLocation(explicit: db),
            FileManager.default.fileExists(atPath: location.path),
            let store = try? HistoryStore.open(location, access: .read).store
        else { return [] }
        defer { try? store.close() }
        return Set((try? store.servedRoomCodes()) ?? [])
    }

    /// Says where phones join (on standard error) and puts the host's remote's and the board's addresses,
    /// with their keys, where only the host reads them: `--keys-file`, else standard error when it is not
    /// the game's terminal; on the game's terminal they are left to `k` (on the alternate screen, cleared
    /// at exit), and the line says so.
    func announce(_ phones: PhoneSession, strings: Strings, interactive: Bool) throws(GuessError) {
        Console.error("guess: " + strings.pick("phones join at \(phones.address)", "手机加入：\(phones.address)"))
        let keyed = [
            "guess: " + strings.pick("host's remote at \(phones.hostAddress)", "主持人遥控：\(phones.hostAddress)"),
            "guess: " + strings.pick("board at \(phones.boardAddress)", "大屏幕：\(phones.boardAddress)"),
        ]
        if let keysFile {
            let context = CommandContext.current
            try KeysFile.write(
                keyed.joined(separator: "\n") + "\n", to: keysFile, protecting: context.protectedPaths(explicit: db))
            let shown = OutsideText.forTerminal(keysFile, limit: 200)
            Console.error(
                "guess: "
                    + strings.pick(
                        "the host's remote's and the board's addresses (with their keys) are in \(shown)",
                        "主持人遥控和大屏幕的地址（含密钥）在 \(shown)"))
            return
        }
        guard Self.errorSharesTheGameTerminal(interactive: interactive) else {
            for line in keyed { Console.error(line) }
            return
        }
        Console.error(
            "guess: "
                + (interactive
                    ? strings.pick(
                        "the host's remote and the board: press k in the game (their keys stay off this screen), or use --keys-file FILE",
                        "主持人遥控和大屏幕：在游戏中按 k（密钥不留在这个屏幕上），或用 --keys-file 文件")
                    : strings.pick(
                        "the host's remote's and the board's keys stay off this screen: use --keys-file FILE or 2>FILE",
                        "主持人遥控和大屏幕的密钥不显示在这个屏幕上：请用 --keys-file 文件 或 2>文件")))
    }

    /// Whether standard error is the terminal the game is played on (the one of its standard output or
    /// input): what is written there stays on the main screen and in its scrollback, often a projector's.
    /// In-process runs (the tests) write standard error to memory: never a shared terminal.
    static func errorSharesTheGameTerminal(interactive: Bool) -> Bool {
        guard CommandContext.current.catchesSignals, isatty(2) == 1 else { return false }
        var error = stat()
        guard fstat(2, &error) == 0 else { return false }
        for descriptor: Int32 in [1, 0] where isatty(descriptor) == 1 {
            var other = stat()
            if fstat(descriptor, &other) == 0, other.st_rdev == error.st_rdev { return true }
        }
        return false
    }
}
