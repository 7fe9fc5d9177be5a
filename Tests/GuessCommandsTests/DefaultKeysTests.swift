import GuessGame
import Testing

@testable import GuessCommands

/// One table of default keys (#43): readline's bindings of the host's actions come from
/// `HostAction.terminalKeys`, the table the key help and the docs read.
@Suite("Default keys: one table")
struct DefaultKeysTests {
    @Test("each host action's readline keys are its terminal keys, letters in both cases, space as a space")
    func derived() {
        #expect(KeyInput.keys(of: .pause) == [" ", "p", "P"])
        #expect(KeyInput.keys(of: .endTurn) == ["e", "E"])
        #expect(KeyInput.keys(of: .endGame) == ["q", "Q"])
        #expect(KeyInput.keys(of: .moreTime) == ["m", "M"])
        let bound = Dictionary(uniqueKeysWithValues: KeyInput.bindings.map { ($0.name, $0.keys) })
        for (name, action) in [
            ("guess-pause", HostAction.pause), ("guess-quit", .endGame), ("guess-end-turn", .endTurn),
            ("guess-more-time", .moreTime),
        ] {
            #expect(bound[name] == KeyInput.keys(of: action), "\(name)")
        }
    }
}
