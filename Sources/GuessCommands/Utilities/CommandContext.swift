import Foundation
import GuessHistory

#if canImport(Glibc)
    import Glibc
#endif

/// What a command runs against: its environment, standard input, where its two output streams go,
/// whether they are terminals, and whether it may catch signals. A run of the program uses `process`
/// (the real descriptors); the in-process command tests run each command in a context of their own,
/// with input and output in memory, so no state is shared between runs.
///
/// The context is a task-local value: the command and what it calls on its thread read it through
/// `current`; the few places that hand work to another thread (the game's history keeper, its sound)
/// are given what they need, never this.
struct CommandContext: Sendable {
    /// The environment variables the command sees (the configuration's and history's locations, the
    /// language, colour).
    var environment: [String: String]
    /// The descriptor standard input is read from (a pipe's script, `--words /dev/stdin`).
    var inputDescriptor: Int32
    /// Writes bytes to standard output; returns the error number of a write that failed, else nil.
    var writeOutput: @Sendable (UnsafeRawBufferPointer) -> Int32?
    /// Writes bytes to standard error; returns the error number of a write that failed, else nil.
    var writeError: @Sendable (UnsafeRawBufferPointer) -> Int32?
    /// Whether standard input is a terminal.
    var inputIsTerminal: Bool
    /// Whether standard output is a terminal.
    var outputIsTerminal: Bool
    /// Whether a game may install signal handlers (a process's own run) or not (a run inside the tests,
    /// whose signals are the test process's).
    var catchesSignals: Bool
    /// What a run learns as it goes: its interface language, the user's configuration, whether standard
    /// output was lost.
    let state: RunState

    /// The context of the running program: its environment and descriptors 0, 1 and 2.
    static let process = CommandContext(
        environment: ProcessInfo.processInfo.environment, inputDescriptor: 0,
        writeOutput: { Console.writeAll(1, $0) }, writeError: { Console.writeAll(2, $0) },
        inputIsTerminal: isatty(0) == 1, outputIsTerminal: isatty(1) == 1, catchesSignals: true)

    /// Creates a context; its state starts empty (the language is looked up on first use).
    init(
        environment: [String: String], inputDescriptor: Int32,
        writeOutput: @escaping @Sendable (UnsafeRawBufferPointer) -> Int32?,
        writeError: @escaping @Sendable (UnsafeRawBufferPointer) -> Int32?, inputIsTerminal: Bool,
        outputIsTerminal: Bool, catchesSignals: Bool
    ) {
        self.environment = environment
        self.inputDescriptor = inputDescriptor
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.inputIsTerminal = inputIsTerminal
        self.outputIsTerminal = outputIsTerminal
        self.catchesSignals = catchesSignals
        state = RunState()
    }

    /// The context of the command running on this task or thread.
    @TaskLocal static var current: CommandContext = .process

    /// The history store's location as `--db` (`explicit`), `GUESS_DB` or the default one name it in this
    /// context's environment; nil when there is none (no home directory).
    func storeLocation(explicit: String?) -> StoreLocation? {
        StoreLocation.resolve(explicit: explicit, environment: environment)
    }

    /// The files an export must never replace: the store `storeLocation(explicit:)` names and its journals.
    func protectedPaths(explicit: String?) -> [String] {
        HistoryStore.protectedPaths(explicit: explicit, environment: environment)
    }
}
