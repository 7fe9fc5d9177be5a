import GuessGameTestSupport
import Testing

@testable import GuessGame
@testable import GuessRoom
@testable import GuessWords

/// What each phone is sent of a word's reading and gloss.
@Suite struct PhoneReadingTests {
    @Test("the describer's card carries the reading and the gloss; the host the reading; the board and guests neither")
    func phoneCards() throws {
        let engine = playing(annotatedBank())
        let word = try #require(engine.round?.currentWord?.word)
        let index = word.dropFirst(2)
        let describer = PhoneState(engine: engine, role: .describer, placement: .phone, warningSeconds: 10)
        #expect(describer.reading == "yín háng \(index)")
        #expect(describer.gloss == "bank \(index)")
        #expect(describer.json.contains("\"gloss\":\"bank \(index)\""))
        let host = PhoneState(engine: engine, role: .host, placement: .phone, warningSeconds: 10)
        #expect(host.reading == "yín háng \(index)" && host.gloss == nil)
        for role in [PhoneRole.board, .guest] {
            let frame = PhoneState(engine: engine, role: role, placement: .phone, warningSeconds: 10)
            #expect(frame.reading == nil && frame.gloss == nil)
            #expect(!frame.json.contains("bank \(index)"))
        }
        // With the word on the board too, the board reads it but never gets the gloss.
        let board = PhoneState(engine: engine, role: .board, placement: .board, warningSeconds: 10)
        #expect(board.gloss == nil && !board.json.contains("\"gloss\""))
        engine.send(.pause)
        let paused = PhoneState(engine: engine, role: .describer, placement: .phone, warningSeconds: 10)
        #expect(paused.reading == nil && paused.gloss == nil)
    }
}
