@preconcurrency import CReadline
@preconcurrency import Glibc
import GuessGame
import GuessPlay

/// A readline command function.
typealias KeyHandler = @convention(c) (Int32, Int32) -> Int32

/// Commands queued by readline's handlers, taken by the loop after each key. Readline runs on one thread.
nonisolated(unsafe) private var queuedCommands: [KeyCommand] = []

/// Queues `command` for the loop; what every key handler does. Returns readline's "done".
private func queue(_ command: KeyCommand) -> Int32 {
    queuedCommands.append(command)
    return 0
}

/// GNU readline in callback mode, used only to read keys: every game key is a named readline command
/// (`guess-right`, `guess-wrong`, `guess-undo`, `guess-pause`, `guess-quit`, `guess-help`), so users can
/// rebind them in ~/.inputrc under `$if guess`. Readline's own drawing is switched off: the game draws the
/// screen itself.
enum KeyInput {
    /// A named command: its readline name, its default keys, and its handler, which queues what the key
    /// asks for (readline calls a C function without context, so each command has a handler of its own).
    struct Binding {
        var name: String
        var keys: [String]
        var handler: KeyHandler
    }

    /// The round's named commands and their default keys.
    static let bindings: [Binding] = [
        Binding(name: "guess-right", keys: ["y", "Y", "\\e[C", "\\eOC"]) { _, _ in queue(.right) },
        Binding(name: "guess-wrong", keys: ["n", "N", "\\e[D", "\\eOD"]) { _, _ in queue(.wrong) },
        Binding(name: "guess-undo", keys: ["u", "U"]) { _, _ in queue(.undo) },
        Binding(name: "guess-pause", keys: keys(of: .pause)) { _, _ in queue(.pause) },
        Binding(name: "guess-quit", keys: keys(of: .endGame)) { _, _ in queue(.quit) },
        Binding(name: "guess-end-turn", keys: keys(of: .endTurn)) { _, _ in queue(.endTurn) },
        Binding(name: "guess-help", keys: ["?", "h", "H"]) { _, _ in queue(.help) },
        Binding(name: "guess-pass", keys: ["s", "S"]) { _, _ in queue(.pass) },
        Binding(name: "guess-down", keys: ["\\e[B", "\\eOB"]) { _, _ in queue(.down) },
        Binding(name: "guess-up", keys: ["\\e[A", "\\eOA"]) { _, _ in queue(.up) },
        Binding(name: "guess-taboo", keys: ["t", "T"]) { _, _ in queue(.taboo) },
        Binding(name: "guess-more-time", keys: keys(of: .moreTime)) { _, _ in queue(.moreTime) },
        Binding(name: "guess-correct", keys: ["c", "C"]) { _, _ in queue(.correct) },
        Binding(name: "guess-bonus", keys: ["+", "="]) { _, _ in queue(.bonus) },
        Binding(name: "guess-minus", keys: ["-"]) { _, _ in queue(.minus) },
        Binding(name: "guess-join", keys: ["j", "J"]) { _, _ in queue(.join) },
        Binding(name: "guess-keys", keys: ["k", "K"]) { _, _ in queue(.keyCards) },
    ]

    /// The readline keys of a host action, from its one table (`HostAction.terminalKeys`): a letter in both
    /// cases, `space` as the space.
    static func keys(of action: HostAction) -> [String] {
        action.terminalKeys.flatMap { key -> [String] in
            if key == "space" { return [" "] }
            return key.count == 1 && key.lowercased() != key.uppercased() ? [key, key.uppercased()] : [key]
        }
    }

    /// The commands of the prompt keymap (`guess-prompt`), used while a question is asked.
    static let promptBindings: [Binding] = [
        Binding(name: "guess-yes", keys: ["y", "Y"]) { _, _ in queue(.yes) },
        Binding(name: "guess-prompt-correct", keys: ["c", "C"]) { _, _ in queue(.correct) },
    ]

    /// The keymap of questions ("quit?", "play again?"), named `guess-prompt` so that ~/.inputrc can
    /// rebind `guess-yes` under `set keymap guess-prompt` without touching the round's keys.
    nonisolated(unsafe) private static var promptKeymap: Keymap?
    nonisolated(unsafe) private static var roundKeymap: Keymap?

    nonisolated(unsafe) private static var installed = false

    /// Sets readline up (once) and installs the callback handler, which puts the terminal in raw mode.
    static func start() {
        if !installed {
            installed = true
            rl_readline_name = UnsafePointer(strdup("guess"))
            rl_catch_signals = 0
            rl_catch_sigwinch = 0
            rl_redisplay_function = {}
            _ = rl_variable_bind("enable-bracketed-paste", "off")
            _ = rl_variable_bind("bell-style", "none")
            // No line editing: every key readline would handle itself (Ctrl-R's search, Meta keys, history)
            // becomes "unknown", so nothing can swallow the game keys. ~/.inputrc is read afterwards, so
            // users' `$if guess` bindings still win.
            let unknown: KeyHandler = { _, _ in queue(.unknown) }
            for key in Int32(0)..<256 { _ = rl_bind_key(key, unknown) }
            if let meta = rl_get_keymap_by_name("emacs-meta") {
                for key in Int32(0)..<256 { _ = rl_bind_key_in_map(key, unknown, meta) }
            }
            if let extended = rl_get_keymap_by_name("emacs-ctlx") {
                for key in Int32(0)..<256 { _ = rl_bind_key_in_map(key, unknown, extended) }
            }
            let confirm: KeyHandler = { _, _ in queue(.confirm) }
            _ = rl_bind_key(0x0D, confirm)
            _ = rl_bind_key(0x0A, confirm)
            let endOfInput: KeyHandler = { _, _ in queue(.endOfInput) }
            _ = rl_bind_key(0x04, endOfInput)
            for sequence in ["\\e[A", "\\e[B", "\\eOA", "\\eOB"] { _ = rl_bind_keyseq(sequence, unknown) }
            let meta = rl_get_keymap_by_name("emacs-meta")
            roundKeymap = rl_get_keymap()
            let prompt = rl_make_bare_keymap()
            promptKeymap = prompt
            _ = rl_set_keymap_name("guess-prompt", prompt)
            for key in Int32(0)..<128 { _ = rl_bind_key_in_map(key, unknown, prompt) }
            _ = rl_bind_key_in_map(0x0D, confirm, prompt)
            _ = rl_bind_key_in_map(0x0A, confirm, prompt)
            _ = rl_bind_key_in_map(0x04, endOfInput, prompt)
            for binding in promptBindings {
                let function = binding.handler
                _ = rl_add_defun(UnsafePointer(strdup(binding.name)), function, -1)
                for key in binding.keys {
                    if let ascii = key.unicodeScalars.first?.value {
                        _ = rl_bind_key_in_map(Int32(ascii), function, prompt)
                    }
                }
            }
            for binding in bindings {
                let function = binding.handler
                // readline keeps the name pointer, so it must outlive this call: it is never freed.
                _ = rl_add_defun(UnsafePointer(strdup(binding.name)), function, -1)
                for key in binding.keys {
                    if key.count == 1, let ascii = key.unicodeScalars.first?.value {
                        _ = rl_bind_key(Int32(ascii), function)
                        // A stray Esc makes the next key a Meta key: let it still mean what it says.
                        if let meta { _ = rl_bind_key_in_map(Int32(ascii), function, meta) }
                    } else {
                        _ = rl_bind_keyseq(key, function)
                    }
                }
            }
        }
        rl_callback_handler_install("") { line in
            if let line {
                free(line)
                queuedCommands.append(.confirm)
            } else {
                // Readline ends input for Ctrl-D on an empty line and when the terminal is gone (its window
                // closed); only a terminal that is gone reports a hang-up.
                var terminal = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
                let hungUp = poll(&terminal, 1, 0) > 0 && terminal.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
                queuedCommands.append(hungUp ? .hangup : .endOfInput)
                rl_callback_handler_remove()
            }
        }
    }

    /// Switches between the round's keys and the keys of a question (`guess-prompt`).
    static func useQuestionKeys(_ asking: Bool) {
        if let map = asking ? promptKeymap : roundKeymap { rl_set_keymap(map) }
    }

    /// Removes the handler, which restores the terminal modes readline changed.
    static func stop() {
        rl_callback_handler_remove()
    }

    /// Reads what is waiting on standard input and returns the commands it made.
    static func readAvailable() -> [KeyCommand] {
        rl_callback_read_char()
        if rl_end > 0 {
            // A key bound to nothing inserted text; throw it away.
            rl_point = 0
            rl_end = 0
            rl_line_buffer?[0] = 0
            queuedCommands.append(.unknown)
        }
        let commands = queuedCommands
        queuedCommands.removeAll()
        return commands
    }

    /// Tells readline the terminal changed size.
    static func resized() {
        rl_resize_terminal()
        TerminalScreen.invalidate()
    }
}
