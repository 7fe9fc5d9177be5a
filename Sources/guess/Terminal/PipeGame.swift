@preconcurrency import Glibc
import Foundation
import GuessWords

/// A round driven by lines on standard input, for scripts and tests: no readline, no screen.
///
/// Commands, one per line: `y`/`right`, `n`/`wrong`, `u`/`undo`, `p`/`pause`, `q`/`quit` (and `end`,
/// which ends the turn like quit). Every word shown is printed as `WORD<TAB>TIER`, including a word that
/// comes back after an undo. The round starts at once, ends at its deadline even when no line arrives,
/// and ends at end of input.
enum PipeGame {
    /// The outcome of one round read from a pipe.
    enum Outcome: Equatable {
        /// The round ended by time, deck or `end`; more input may follow.
        case finished
        /// `q`: the round ended and the host wants no more (in a party game, no more turns).
        case quit
        /// Input ended.
        case inputEnded
        /// A signal arrived; exit with 128 + it.
        case signal(Int32)
    }

    /// Reads lines from standard input, keeping what is left over between rounds.
    final class LineReader {
        private var buffer: [UInt8] = []
        private(set) var lineNumber = 0
        private(set) var ended = false

        /// The next complete line if one is buffered (the last line may lack its newline at the end).
        func nextBufferedLine() -> String? {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = buffer[..<newline]
                buffer.removeSubrange(...newline)
                lineNumber += 1
                return String(decoding: line, as: UTF8.self)
            }
            if ended && !buffer.isEmpty {
                let line = buffer
                buffer.removeAll()
                lineNumber += 1
                return String(decoding: line, as: UTF8.self)
            }
            return nil
        }

        /// Whether more input may come: false only once the input has ended with nothing left unread.
        /// Looks at what is already waiting without blocking.
        func mayHaveMore() -> Bool {
            while buffer.isEmpty && !ended {
                var input = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
                guard poll(&input, 1, 0) > 0 else { return true }
                fill()
            }
            return !buffer.isEmpty
        }

        /// Reads what is available; marks the end of input when read returns 0.
        func fill() {
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = read(0, &chunk, chunk.count)
            if count > 0 {
                buffer += chunk[..<count]
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                ended = true
            }
        }
    }

    /// Plays one round, reading commands through `reader`.
    static func play(
        _ round: inout Round, reader: LineReader, sound: any SoundPlayer = SilentPlayer(), onStart: () -> Void,
        label: String? = nil
    ) -> Outcome {
        var cues = SoundSchedule()
        defer { sound.play(cues.cues(for: round)) }
        let keeper = round.observer
        round.observer = { event in
            keeper?(event)
            if case .shown(_, let word) = event { Console.output("\(word.word)\t\(word.tier.name)\n") }
        }
        onStart()
        round.start()
        while !round.isOver {
            sound.play(cues.cues(for: round))
            while let line = reader.nextBufferedLine() {
                let quitting = handle(line, number: reader.lineNumber, in: &round)
                sound.play(cues.cues(for: round))
                if round.isOver { return quitting ? .quit : .finished }
            }
            if reader.ended {
                round.stop(.eof)
                return .inputEnded
            }
            // With sound, wake at every second for the ticks; without, only at the deadline.
            let wake = sound.isSilent ? round.timeLeft : round.secondsUntilNextTick
            switch InputWait.wait(seconds: round.phase == .paused ? nil : wake) {
            case .readable: reader.fill()
            case .timeout, .resized, .suspend: round.tick()
            case .signal(let signal):
                round.stop(.interrupted)
                return .signal(signal)
            }
        }
        return .finished
    }

    /// Applies one line; returns true for `q` (quit everything) as opposed to `end` (this turn only).
    private static func handle(_ rawLine: String, number: Int, in round: inout Round) -> Bool {
        let command = rawLine.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        switch command {
        case "": break
        case "y", "right": round.answer(.correct)
        case "n", "wrong": round.answer(.wrong)
        case "u", "undo":
            guard round.phase == .running && round.canUndo else { break }
            round.undo()
            if let word = round.currentWord { Console.output("\(word.word)\t\(word.tier.name)\n") }
        case "p", "pause": round.togglePause()
        case "q", "quit":
            round.stop(.quit)
            return true
        case "end": round.stop(.quit)
        default:
            Console.error("line \(number): unknown command '\(command)' (y, n, u, p, q, end)")
        }
        return false
    }
}
