import Foundation
import Testing

@testable import GuessGame
@testable import GuessPlay

/// Issue 33: the terminal's keys follow the host actions' table (`HostAction`), one key command each.
@Suite("The terminal's host keys")
struct TerminalHostKeysTests {
    private static let keys: [KeyCommand] = [
        .right, .wrong, .undo, .pause, .help, .quit, .endTurn, .pass, .down, .up, .taboo, .moreTime, .correct,
        .bonus, .minus, .join, .keyCards, .yes, .confirm, .unknown, .endOfInput, .hangup,
    ]

    @Test("each host action has exactly one key command, and no other key is a host action")
    func oneKeyEach() {
        for action in HostAction.allCases {
            #expect(Self.keys.filter { $0.hostAction == action }.count == 1, "\(action)")
        }
        #expect(Self.keys.compactMap(\.hostAction).count == HostAction.allCases.count)
        #expect(KeyCommand.quit.hostAction == .endGame && KeyCommand.endTurn.hostAction == .endTurn)
        #expect(KeyCommand.confirm.hostAction == .startTurn)
    }
}
