import GuessGameTestSupport
import Testing

@testable import GuessRoom
@testable import GuessScreens

/// One warning time for every clock of the room: the terminal's, the phones' and the board's.
@Suite struct ClockWarningEverywhereTests {
    @Test("the phones and the board warn at the second the terminal does, short rounds and none included")
    func phonesFollowTheTerminal() {
        for (seconds, warning) in [(30, 30), (300, 30), (20, 30), (60, 10), (45, 0)] {
            let harness = EngineHarness(seconds: seconds)
            let expected = ClockWarning.threshold(warningSeconds: warning, roundSeconds: seconds)
            for role in [PhoneRole.board, .describer, .host] {
                let state = PhoneState(engine: harness.engine, role: role, placement: .phone, warningSeconds: warning)
                #expect(state.warningSeconds == expected, "\(seconds) s, warning \(warning), \(role)")
            }
        }
        // A 30-second round turns red at 0:08 everywhere, not from its first second on the phones.
        #expect(ClockWarning.threshold(warningSeconds: 30, roundSeconds: 30) == 8)
    }
}
