import GuessConfig
import GuessText
import Synchronization

/// What one run of a command learns as it goes, shared by copies of its context.
final class RunState: Sendable {
    private struct Values {
        var strings: Strings?
        var lostOutput: Int32?
        var userConfiguration: Result<GameConfig, GuessError>?
    }

    private let values = Mutex(Values())

    /// The interface language, once known (nil: not looked up yet).
    var strings: Strings? {
        get { values.withLock { $0.strings } }
        set { values.withLock { $0.strings = newValue } }
    }

    /// The shipped defaults with the user's file applied, once read (nil: not read yet).
    var userConfiguration: Result<GameConfig, GuessError>? {
        get { values.withLock { $0.userConfiguration } }
        set { values.withLock { $0.userConfiguration = newValue } }
    }

    /// The error of the first write to standard output that failed (not counting a broken pipe).
    var lostOutput: Int32? { values.withLock { $0.lostOutput } }

    /// Records `failure` when it is the first lost write.
    func noteLostOutput(_ failure: Int32) {
        values.withLock { if $0.lostOutput == nil { $0.lostOutput = failure } }
    }
}
