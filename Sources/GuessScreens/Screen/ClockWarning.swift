/// When the clock turns red: at the lesser of `warning_seconds` and a quarter of the round (rounded up),
/// so a short round is not red from its start. A 300-second round with the default 30 turns red at 0:30;
/// a 20-second round at 0:05; `warning_seconds = 0` never turns red.
package enum ClockWarning {
    /// Seconds left at and below which the clock is red; 0 means never.
    package static func threshold(warningSeconds: Int, roundSeconds: Int) -> Int {
        guard warningSeconds > 0, roundSeconds > 0 else { return 0 }
        return min(warningSeconds, (roundSeconds + 3) / 4)
    }

    /// Whether the clock is red with `secondsLeft` left.
    package static func isOn(secondsLeft: Int, warningSeconds: Int, roundSeconds: Int) -> Bool {
        let threshold = threshold(warningSeconds: warningSeconds, roundSeconds: roundSeconds)
        return threshold > 0 && secondsLeft <= threshold
    }
}
