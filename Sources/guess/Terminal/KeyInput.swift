@preconcurrency import CReadline
@preconcurrency import Glibc

/// A readline command function.
typealias KeyHandler = @convention(c) (Int32, Int32) -> Int32

/// Commands queued by readline's handlers, taken by the loop after each key. Readline runs on one thread.
nonisolated(unsafe) private var queuedCommands: [KeyCommand] = []

/// GNU readline in callback mode, used only to read keys: every game key is a named readline command
/// (`guess-right`, `guess-wrong`, `guess-undo`, `guess-pause`, `guess-quit`, `guess-help`), so users can
/// rebind them in ~/.inputrc under `$if guess`. Readline's own drawing is switched off: the game draws the
/// screen itself.
enum KeyInput {
    /// The named commands, their default keys, and what they do.
    static let bindings: [(name: String, command: KeyCommand, keys: [String])] = [
        ("guess-right", .right, ["y", "Y", "\\e[C", "\\eOC"]),
        ("guess-wrong", .wrong, ["n", "N", "\\e[D", "\\eOD"]),
        ("guess-undo", .undo, ["u", "U"]),
        ("guess-pause", .pause, [" ", "p", "P"]),
        ("guess-quit", .quit, ["q", "Q"]),
        ("guess-help", .help, ["?", "h", "H"]),
        ("guess-pass", .pass, ["s", "S"]),
        ("guess-down", .down, ["\\e[B", "\\eOB"]),
        ("guess-up", .up, ["\\e[A", "\\eOA"]),
        ("guess-taboo", .taboo, ["t", "T"]),
        ("guess-more-time", .moreTime, ["m", "M"]),
        ("guess-correct", .correct, ["c", "C"]),
        ("guess-bonus", .bonus, ["+", "="]),
        ("guess-minus", .minus, ["-"]),
        ("guess-join", .join, ["j", "J"]),
    ]

    /// The commands of the prompt keymap (`guess-prompt`), used while a question is asked.
    static let promptBindings: [(name: String, command: KeyCommand, keys: [String])] = [
        ("guess-yes", .yes, ["y", "Y"]),
        ("guess-prompt-correct", .correct, ["c", "C"]),
    ]

    /// The keymap of questions ("quit?", "play again?"), named `guess-prompt` so that ~/.inputrc can
    /// rebind `guess-yes` under `set keymap guess-prompt` without touching the round's keys.
    nonisolated(unsafe) private static var promptKeymap: Keymap?
    nonisolated(unsafe) private static var roundKeymap: Keymap?

    nonisolated(unsafe) private static var installed = false
    nonisolated(unsafe) private static var reachedEnd = false

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
            let unknown: KeyHandler = { _, _ in
                queuedCommands.append(.unknown)
                return 0
            }
            for key in Int32(0)..<256 { _ = rl_bind_key(key, unknown) }
            if let meta = rl_get_keymap_by_name("emacs-meta") {
                for key in Int32(0)..<256 { _ = rl_bind_key_in_map(key, unknown, meta) }
            }
            if let extended = rl_get_keymap_by_name("emacs-ctlx") {
                for key in Int32(0)..<256 { _ = rl_bind_key_in_map(key, unknown, extended) }
            }
            let confirm: KeyHandler = { _, _ in
                queuedCommands.append(.confirm)
                return 0
            }
            _ = rl_bind_key(0x0D, confirm)
            _ = rl_bind_key(0x0A, confirm)
            let endOfInput: KeyHandler = { _, _ in
                queuedCommands.append(.endOfInput)
                return 0
            }
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
                let function: KeyHandler = handler(for: binding.command)
                _ = rl_add_defun(UnsafePointer(strdup(binding.name)), function, -1)
                for key in binding.keys {
                    if let ascii = key.unicodeScalars.first?.value {
                        _ = rl_bind_key_in_map(Int32(ascii), function, prompt)
                    }
                }
            }
            for binding in bindings {
                let function: KeyHandler = handler(for: binding.command)
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
        reachedEnd = false
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
        if commands.contains(.endOfInput) || commands.contains(.hangup) { reachedEnd = true }
        return commands
    }

    /// Whether input has ended (Ctrl-D on an empty line).
    static var inputEnded: Bool { reachedEnd }

    /// Tells readline the terminal changed size.
    static func resized() {
        rl_resize_terminal()
        TerminalScreen.invalidate()
    }

    private static func handler(for command: KeyCommand) -> KeyHandler {
        switch command {
        case .right:
            return { _, _ in
                queuedCommands.append(.right)
                return 0
            }
        case .wrong:
            return { _, _ in
                queuedCommands.append(.wrong)
                return 0
            }
        case .undo:
            return { _, _ in
                queuedCommands.append(.undo)
                return 0
            }
        case .pause:
            return { _, _ in
                queuedCommands.append(.pause)
                return 0
            }
        case .quit:
            return { _, _ in
                queuedCommands.append(.quit)
                return 0
            }
        case .yes:
            return { _, _ in
                queuedCommands.append(.yes)
                return 0
            }
        case .pass:
            return { _, _ in
                queuedCommands.append(.pass)
                return 0
            }
        case .down:
            return { _, _ in
                queuedCommands.append(.down)
                return 0
            }
        case .up:
            return { _, _ in
                queuedCommands.append(.up)
                return 0
            }
        case .taboo:
            return { _, _ in
                queuedCommands.append(.taboo)
                return 0
            }
        case .moreTime:
            return { _, _ in
                queuedCommands.append(.moreTime)
                return 0
            }
        case .correct:
            return { _, _ in
                queuedCommands.append(.correct)
                return 0
            }
        case .bonus:
            return { _, _ in
                queuedCommands.append(.bonus)
                return 0
            }
        case .join:
            return { _, _ in
                queuedCommands.append(.join)
                return 0
            }
        case .minus:
            return { _, _ in
                queuedCommands.append(.minus)
                return 0
            }
        default:
            return { _, _ in
                queuedCommands.append(.help)
                return 0
            }
        }
    }
}
