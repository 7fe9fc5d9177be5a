import ArgumentParser
import GuessWords

/// `guess history list` (the default): rounds newest first, the turns of a party game grouped.
struct HistoryList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List rounds, newest first; the turns of a party game are grouped.")

    @Option(name: .long, help: "How many rounds to list.")
    var limit = 20

    @Flag(name: .long, help: "List every round.")
    var all = false

    @OptionGroup var store: StoreOptions

    func run() throws {
        do throws(GuessError) {
            let listings = try store.withStore { store throws(StoreError) in try store.listRounds(limit: all ? nil : limit) } ?? []
            guard !listings.isEmpty else {
                print("No rounds played yet. Start one with: guess play")
                return
            }
            print(Self.render(listings), terminator: "")
        } catch {
            throw ExitCode(Console.fail(error))
        }
    }

    /// The listing as a table; rounds of one game with several turns are grouped under a `game N` line.
    static func render(_ listings: [RoundListing]) -> String {
        var rows: [[String]] = [["id", "date", "bank", "team", "seconds", "right", "wrong", "ended by"]]
        var output = ""
        var groups: [(game: Int64, rounds: [RoundListing])] = []
        for listing in listings {
            if let last = groups.last, last.game == listing.gameID {
                groups[groups.count - 1].rounds.append(listing)
            } else {
                groups.append((listing.gameID, [listing]))
            }
        }
        var gameLines: [Int: String] = [:]
        for group in groups {
            let rounds = group.rounds.sorted { ($0.turn, $0.id) < ($1.turn, $1.id) }
            if rounds.count > 1 || rounds.contains(where: { $0.team != nil }) {
                var teamsInOrder: [String] = []
                for name in rounds.compactMap(\.team) where !teamsInOrder.contains(name) { teamsInOrder.append(name) }
                let teams = teamsInOrder.joined(separator: ", ")
                gameLines[rows.count] = "game \(group.game): \(rounds.count) turns" + (teams.isEmpty ? "" : " (\(teams))")
            }
            for round in rounds {
                rows.append([
                    String(round.id), round.startedAt.listingText, round.bank, round.team ?? "", String(round.seconds),
                    String(round.correct), String(round.wrong), round.endedBy?.rawValue ?? "playing",
                ])
            }
        }
        let lines = TextTable.render(rows, rightAligned: [0, 4, 5, 6]).split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() where !(index == lines.count - 1 && line.isEmpty) {
            if let game = gameLines[index] { output += "── \(game)\n" }
            output += line + "\n"
        }
        return output
    }
}
