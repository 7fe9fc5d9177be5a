@preconcurrency import Glibc
import GuessConfig
import GuessGame
import GuessPlay
import GuessText

/// Picks the game's sound output from `--sound`, the configuration and where the game runs.
enum SoundOutput {
    /// The player for a game, and a line saying which output `auto` chose (nil for an explicit choice).
    ///
    /// - `flag`: `--sound`, when given: it wins over `round.sound`, and `--sound bell` rings even with
    ///   `round.bell = false`.
    /// - `strings`: the language of the notices (given, never read from a global by the sound thread).
    /// - `interactive`: the game has a screen. Pipe mode plays nothing unless `--sound` is given, and
    ///   rings its bell on the controlling terminal (else standard error), never among the word lines.
    static func choose(flag: SoundSetting?, config: GameConfig, interactive: Bool, strings: Strings) -> (
        player: SoundPlayer, notice: String?
    ) {
        if !interactive && flag == nil { return (SilentPlayer(), nil) }
        let setting = flag ?? config.sound
        let bellAllowed = config.bell || flag == .bell
        let fallback: SoundPlayer =
            bellAllowed ? BellPlayer(descriptor: interactive ? 1 : bellDescriptor()) : SilentPlayer()
        switch setting {
        case .off: return (SilentPlayer(), nil)
        case .bell: return (fallback, nil)
        case .auto:
            switch PulsePlayer.start(volume: config.volume, fallback: fallback, strings: strings) {
            case .success(let player):
                return (
                    player,
                    "guess: "
                        + strings.pick(
                            "sound through the sound server (volume \(config.volume))",
                            "通过声音服务器播放声音（音量 \(config.volume)）")
                )
            case .failure(let error):
                let instead =
                    bellAllowed
                    ? strings.pick("using the terminal bell", "改用终端响铃")
                    : strings.pick("no sound (round.bell = false)", "不出声（round.bell = false）")
                return (fallback, "guess: " + error.localized(strings) + strings.pick("; ", "；") + instead)
            }
        }
    }

    /// The controlling terminal for pipe mode's bell, else standard error.
    private static func bellDescriptor() -> Int32 {
        let terminal = open("/dev/tty", O_WRONLY | O_NOCTTY | O_CLOEXEC)
        return terminal >= 0 ? terminal : 2
    }
}
