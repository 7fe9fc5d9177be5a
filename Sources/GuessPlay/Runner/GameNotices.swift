/// One-line notices gathered during a game (export failures, the history store's and the sound's), shown
/// by the front end with the next recap or at the end, each once.
package final class GameNotices {
    private var pending: [String] = []
    private let sources: [() -> String?]

    /// Notices that also takes, each time, what `sources` have to say (nil: nothing).
    package init(sources: [() -> String?]) { self.sources = sources }

    /// Adds a notice.
    package func add(_ notice: String) { pending.append(notice) }

    /// Every notice not yet shown, oldest first.
    package func take() -> [String] {
        var taken = pending
        pending.removeAll()
        taken += sources.compactMap { $0() }
        return taken
    }
}
