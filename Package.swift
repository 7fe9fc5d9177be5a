// swift-tools-version:6.1
// guess: a terminal party game after 你话我猜. Licence GPL-3.0-or-later.
import PackageDescription

let package = Package(
    name: "guess",
    products: [
        .executable(name: "guess", targets: ["guess"]),
        .library(name: "GuessWords", targets: ["GuessWords"]),
        .library(name: "GuessHistory", targets: ["GuessHistory"]),
        .library(name: "GuessPlay", targets: ["GuessPlay"]),
    ],
    dependencies: [
        // Each pinned to the minor version tested (Package.resolved stays out of git: the package copies resolve
        // by version); swift-argument-parser's messages are translated by Strings.usageReport (ParserMessagesTests).
        .package(url: "https://github.com/apple/swift-argument-parser", .upToNextMinor(from: "1.8.2")),
        .package(url: "https://github.com/LebJe/TOMLKit", .upToNextMinor(from: "0.6.0")),
        .package(url: "https://github.com/groue/GRDB.swift", .upToNextMinor(from: "7.10.0")),
        .package(url: "https://github.com/x-sheep/swift-property-based", .upToNextMinor(from: "2.0.1")),
        .package(url: "https://github.com/weichsel/ZIPFoundation", .upToNextMinor(from: "0.9.20")),
        // The phones' web server (`guess play --serve`): HTTP pages and WebSockets.
        .package(url: "https://github.com/hummingbird-project/hummingbird", .upToNextMinor(from: "2.28.1")),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", .upToNextMinor(from: "2.8.1")),
        // SwiftNIO, which Hummingbird runs on: the phones' server judges each WebSocket frame as its decoder made it.
        .package(url: "https://github.com/apple/swift-nio", .upToNextMinor(from: "2.101.2")),
    ],
    targets: [
        // The layers, lowest first; a target imports only the ones below it (Architecture.md draws the graph,
        // `make lint-layers` fails on an import upward). Each holds its own messages (`extension Strings`).
        // Text: languages, Chinese text and its Traditional table, display width, the strings' core, errors.
        .target(name: "GuessText"),
        // The word bank (the design card's module): banks, list formats, tiers, weights, the deck and its draw.
        .target(
            name: "GuessWords",
            dependencies: ["GuessText", .product(name: "ZIPFoundation", package: "ZIPFoundation")],
            // No unsafeFlags (SwiftPM refuses them in a dependency): a start is cheap unoptimised too, the
            // shipped banks built in pre-parsed (their compact forms, GuessBankCompiler).
            plugins: ["EmbedShippedFiles"]
        ),
        // The game: the round, party games, the engine and its commands, records and results, sound synthesis.
        .target(name: "GuessGame", dependencies: ["GuessText", "GuessWords"]),
        // Screens: glyphs and big text, the round screen, cards, recap, scoreboard, stats and report texts.
        .target(
            name: "GuessScreens", dependencies: ["GuessText", "GuessWords", "GuessGame"], plugins: ["EmbedShippedFiles"]
        ),
        // Phones: the room, its rules and protocol, the pages, connection guards and the Hummingbird server.
        .target(
            name: "GuessPhones",
            dependencies: [
                "GuessText", "GuessWords", "GuessGame", "GuessScreens", "CQRencode",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOWebSocket", package: "swift-nio"),
            ],
            // The phones' protocol, described for whoever writes a client.
            exclude: ["Room/README-protocol.md"],
            plugins: ["EmbedShippedFiles"]
        ),
        // Configuration: config.toml read and described, the settings of every layer below in one value.
        .target(
            name: "GuessConfig",
            dependencies: [
                "GuessText", "GuessWords", "GuessGame", "GuessScreens", "GuessPhones",
                .product(name: "TOMLKit", package: "TOMLKit"),
            ],
            plugins: ["EmbedShippedFiles"]
        ),
        // GNU readline from Debian's libreadline-dev.
        .systemLibrary(name: "CReadline", providers: [.apt(["libreadline-dev"])]),
        // PulseAudio's simple API from Debian's libpulse-dev: types only, the library is loaded at run time.
        .systemLibrary(name: "CPulse", providers: [.apt(["libpulse-dev"])]),
        // The history store: every round played, in SQLite through GRDB, over any DatabaseWriter (opening,
        // migrations, recovery, recording off the game loop, listings, stats). Problems are typed values.
        .target(
            name: "GuessHistory",
            dependencies: [
                "GuessText", "GuessWords", "GuessGame", "GuessPhones", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]
        ),
        // libqrencode from Debian's libqrencode-dev: the QR code the phones scan to join.
        .systemLibrary(name: "CQRencode", pkgConfig: "libqrencode", providers: [.apt(["libqrencode-dev"])]),
        // The host's shell as a library: the game loop (`GameRunner`, which keeps history and exports), the
        // terminal, pipe and phone front ends, and the phones' web server. The terminal, standard input,
        // export files and sound are passed in, so tests play whole games in-process.
        .target(
            name: "GuessPlay",
            dependencies: [
                "GuessText", "GuessWords", "GuessGame", "GuessScreens", "GuessPhones", "GuessHistory", "GuessConfig",
            ]
        ),
        // The commands as a library, with the platform's glue (readline, signals, PulseAudio) and file output
        // and input beside them; tests run each command line in-process through it.
        .target(
            name: "GuessCommands",
            dependencies: [
                "GuessText", "GuessWords", "GuessGame", "GuessScreens", "GuessPhones", "GuessHistory", "GuessConfig",
                "GuessPlay", "CReadline", "CPulse", "GuessVersion",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The thin executable: `guess` runs the commands.
        .executableTarget(name: "guess", dependencies: ["GuessCommands"]),
        // What `guess --version` prints: Packaging/VERSION and the commit built, stamped by the plugin below
        // into this target alone (rewritten only when they change), so a new commit recompiles only it.
        .target(name: "GuessVersion", plugins: ["StampVersion"]),
        .plugin(name: "StampVersion", capability: .buildTool()),
        // Build-time tool: turns Wordbanks/*.txt and Config/default.toml into Swift string literals,
        // so a release binary copied anywhere still has its banks and defaults.
        .executableTarget(name: "GuessEmbedder", path: "Sources/GuessEmbedder"),
        // Writes the shipped banks' compact forms (Wordbanks/compiled/*.bank) with the library's list parser,
        // `make compact-banks`; the plugin embeds each while its text is unchanged.
        .executableTarget(name: "GuessBankCompiler", dependencies: ["GuessText", "GuessWords"]),
        .plugin(
            name: "EmbedShippedFiles",
            capability: .buildTool(),
            dependencies: ["GuessEmbedder"]
        ),
        // What the test targets share: the one way they start a process (posix_spawn with a clean signal
        // mask, every wait bounded), output collection, sandboxes, the one builder of .xlsx workbooks
        // (WorkbookFixture), and the size tags (`make test-quick`).
        .target(
            name: "GuessTestSupport",
            dependencies: [
                "GuessHistory", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            path: "Tests/GuessTestSupport"),
        .testTarget(
            name: "GuessWordsTests",
            dependencies: [
                "GuessText", "GuessWords", "GuessGame", "GuessScreens", "GuessPhones", "GuessConfig", "GuessPlay",
                "GuessCommands", "GuessTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            // Text snapshots of the screens, read from the source tree by ScreenSnapshotTests.
            exclude: ["Snapshots"]
        ),
        // The history store on in-memory and temporary databases.
        .testTarget(
            name: "GuessHistoryTests",
            dependencies: [
                "GuessHistory", "GuessText", "GuessWords", "GuessGame", "GuessScreens",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // The shell in-process: the game loop with scripted front ends and a stepped clock, the pipe front end
        // on bytes in memory, the terminal front end on a fake terminal, the phones' server with
        // HummingbirdTesting.
        .testTarget(
            name: "GuessPlayTests",
            dependencies: [
                "GuessPlay", "GuessHistory", "GuessText", "GuessWords", "GuessGame", "GuessScreens", "GuessPhones",
                "GuessConfig",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
            ]
        ),
        // The commands in-process: each command line parsed and run as the binary runs it, in a context of its
        // own (environment, standard input, output in memory, working directory), against sandboxed files.
        .testTarget(
            name: "CommandTests",
            dependencies: [
                "GuessCommands", "GuessText", "GuessWords", "GuessGame", "GuessHistory", "GuessTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "GuessText", "GuessWords", "GuessGame", "GuessHistory", "GuessTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
    ]
)
