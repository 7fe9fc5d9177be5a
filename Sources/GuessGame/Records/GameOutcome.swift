/// A game's scores and how it ended, worked out in one place from what was kept: the list, `history show`,
/// the exports, and the phones' game-over board all read them from here, so they never disagree.
package struct GameOutcome: Sendable {
    /// The game replayed from its turns, with the host's bonus and penalty points; nil for a single round.
    package var party: PartyGame?
    /// How it ended.
    package var ending: GameEnding

    /// Standings with every adjustment counted, winner first; empty for a single round.
    package var scoreboard: [TeamScore] { party?.scoreboard ?? [] }

    /// The teams the game names as winners: one for `won`, those sharing first place for `tied`, else none.
    package var winners: [String] {
        switch ending {
        case .won(let team): [team]
        case .tied(let teams): teams
        default: []
        }
    }

    /// An outcome.
    package init(party: PartyGame?, ending: GameEnding) {
        self.party = party
        self.ending = ending
    }

    /// The outcome of a game of `turns` (in the order played): a party game when it declared `teams` or
    /// has several or teamed turns, its scores under `penalty`, `rules` and the host's `adjustments`.
    /// `stored` is what the game's process wrote when it stopped, `owner` whether that process still runs.
    package static func of(
        teams: [String], turnsPerTeam: Int?, penalty: Bool, rules: GameRules = GameRules(),
        adjustments: [PointAdjustment] = [], turns: [TurnCount], stored: StoredEnding? = nil,
        owner: OwnerState = .none
    ) -> GameOutcome {
        let isParty = !teams.isEmpty || turns.count > 1 || turns.contains { $0.team != nil }
        let party =
            isParty
            ? PartyGame.replayed(
                teams: teams, turnsPerTeam: turnsPerTeam ?? 1, penalty: penalty,
                turns: turns.map { ($0.team ?? "", $0.correct, $0.wrong) }, passes: turns.map(\.passed), rules: rules,
                adjustments: adjustments) : nil
        return GameOutcome(
            party: party, ending: ending(party: party, last: turns.last?.endedBy, stored: stored, owner: owner))
    }

    /// The outcome of a party game in play or just ended, as the phones' game-over board shows it: `over`
    /// once no turn is left, `cutShort` when a signal or the end of input stopped it (it may be resumed),
    /// `lastTurn` how its last turn ended.
    package static func live(_ party: PartyGame, lastTurn: RoundEndReason?, over: Bool, cutShort: Bool = false)
        -> GameOutcome
    {
        let ending: GameEnding =
            over ? ending(party: party, last: lastTurn, stored: cutShort ? .unfinished : .over, owner: .none) : .playing
        return GameOutcome(party: party, ending: ending)
    }

    /// How a game ended: `party` replayed (nil: a single round), the last turn's end, what the store says
    /// and whether the game's process still runs.
    package static func ending(party: PartyGame?, last: RoundEndReason?, stored: StoredEnding?, owner: OwnerState)
        -> GameEnding
    {
        // A turn still open: its process plays it, or was killed in it.
        guard let last else { return owner == .gone ? .unfinished : .playing }
        guard let party else {
            switch last {
            case .time, .exhausted, .eof: return .played(last)
            case .quit, .ended: return .endedEarly
            case .interrupted: return .interrupted
            }
        }
        switch stored {
        case .unfinished:
            return .interrupted
        case nil:
            // The process that plays it said nothing yet: still playing, or killed (a game stored before
            // owners were kept names none, and is judged by its turns).
            if owner == .alive { return .playing }
            if owner == .gone { return .unfinished }
        case .over:
            break
        }
        if party.playedEveryTurn {
            let leaders = party.leaders
            return leaders.count == 1 ? .won(team: leaders[0]) : .tied(teams: leaders)
        }
        return last == .interrupted ? .interrupted : .endedEarly
    }
}
