extension Tier {
    /// How teachers' sheets grade their words, read in a list's tier column besides the tiers' own names:
    /// easy → primary, medium → middle, hard → senior, very hard → complex (and 1 to 4, and the Chinese
    /// words for them, Simplified or Traditional).
    static let difficultyWords: [Tier: [String]] = [
        .primary: ["easy", "simple", "beginner", "1", "简单", "簡單", "容易", "易"],
        .middle: ["medium", "normal", "intermediate", "2", "一般", "适中", "適中", "中"],
        .senior: ["hard", "difficult", "advanced", "3", "难", "難", "困难", "困難", "较难", "較難"],
        .complex: ["very hard", "expert", "4", "很难", "很難", "极难", "極難", "最难", "最難"],
    ]

    /// Looks a tier up in a list's tier column: its name (as `init?(named:)`) or a difficulty word
    /// (`difficultyWords`, any case); nil when neither.
    init?(listCell text: String) {
        if let named = Tier(named: text) {
            self = named
            return
        }
        let wanted = text.lowercased()
        guard let tier = Tier.allCases.first(where: { Tier.difficultyWords[$0]?.contains(wanted) == true }) else {
            return nil
        }
        self = tier
    }
}
