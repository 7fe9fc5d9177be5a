// swift-tools-version:6.1
// guess: a terminal party game after 你话我猜. Licence GPL-3.0-or-later.
import PackageDescription

let package = Package(
    name: "guess",
    products: [
        .executable(name: "guess", targets: ["guess"]),
        // The design card's word-bank module, for outside users; the other targets cross with `package`.
        .library(name: "GuessWords", targets: ["GuessWords"]),
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
        // The room, pure: who may do what (its rules and roles), codes, keys, names and their look-alikes,
        // claims, the phones' actions and state, the stored room's values, the addresses it serves at.
        .target(
            name: "GuessRoom",
            dependencies: ["GuessText", "GuessWords", "GuessGame", "GuessScreens"],
            // The phones' protocol, described for whoever writes a client.
            exclude: ["README-protocol.md"]
        ),
        // The phones' server: the pages, connection guards and the Hummingbird server around the room.
        .target(
            name: "GuessServer",
            dependencies: [
                "GuessText", "GuessWords", "GuessGame", "GuessScreens", "GuessRoom", "CQRencode",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOWebSocket", package: "swift-nio"),
            ],
            plugins: ["EmbedShippedFiles"]
        ),
        // Configuration: config.toml read and described, the settings of every layer below in one value.
        .target(
            name: "GuessConfig",
            dependencies: [
                "GuessText", "GuessWords", "GuessGame", "GuessScreens", "GuessRoom",
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
                "GuessText", "GuessWords", "GuessGame", "GuessRoom", .product(name: "GRDB", package: "GRDB.swift"),
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
                "GuessText", "GuessWords", "GuessGame", "GuessScreens", "GuessRoom", "GuessServer", "GuessHistory",
                "GuessConfig",
            ]
        ),
        // The commands as a library, with the platform's glue (readline, signals, PulseAudio) and file output
        // and input beside them; tests run each command line in-process through it.
        .target(
            name: "GuessCommands",
            dependencies: [
                "GuessText", "GuessWords", "GuessGame", "GuessScreens", "GuessRoom", "GuessServer", "GuessHistory",
                "GuessConfig",
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
        // What the test targets share, each support target in the layer of what it helps test: the one way
        // they start a process (posix_spawn with a clean signal mask, every wait bounded), output collection,
        // sandboxes, the one builder of .xlsx workbooks (WorkbookFixture), and the size tags
        // (`make test-quick`); banks built directly and the shipped banks' fixtures; the engine's harness and
        // a manual clock; stores crafted in old shapes.
        .target(
            name: "GuessTestSupport", dependencies: [.product(name: "ZIPFoundation", package: "ZIPFoundation")],
            path: "Tests/GuessTestSupport"),
        .target(name: "GuessWordsTestSupport", dependencies: ["GuessWords"], path: "Tests/GuessWordsTestSupport"),
        .target(
            name: "GuessGameTestSupport", dependencies: ["GuessWords", "GuessGame", "GuessWordsTestSupport"],
            path: "Tests/GuessGameTestSupport"),
        .target(
            name: "GuessStoreTestSupport",
            dependencies: ["GuessHistory", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Tests/GuessStoreTestSupport"),
        // One test target per library target, each depending on its target and those below it only, so a
        // change in a layer rebuilds and reruns the tests of that layer and above (Tools/layers/check.py).
        .testTarget(name: "GuessTextTests", dependencies: ["GuessText"]),
        .testTarget(
            name: "GuessWordsTests",
            dependencies: [
                "GuessText", "GuessWords", "GuessTestSupport", "GuessWordsTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "GuessGameTests",
            dependencies: [
                "GuessText", "GuessWords", "GuessGame", "GuessWordsTestSupport", "GuessGameTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "GuessScreensTests",
            dependencies: [
                "GuessText", "GuessWords", "GuessGame", "GuessScreens", "GuessTestSupport", "GuessWordsTestSupport",
                "GuessGameTestSupport",
            ],
            // Text snapshots of the screens, read from the source tree by ScreenSnapshotTests.
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "GuessRoomTests",
            dependencies: [
                "GuessText", "GuessWords", "GuessGame", "GuessScreens", "GuessRoom", "GuessWordsTestSupport",
                "GuessGameTestSupport",
            ]
        ),
        // The server's guards as values, and the server in this process on loopback (raw sockets).
        .testTarget(
            name: "GuessServerTests",
            dependencies: [
                "GuessText", "GuessWords", "GuessGame", "GuessScreens", "GuessRoom", "GuessServer", "GuessTestSupport",
                "GuessGameTestSupport",
            ]
        ),
        .testTarget(
            name: "GuessConfigTests",
            dependencies: ["GuessText", "GuessWords", "GuessGame", "GuessScreens", "GuessRoom", "GuessConfig"]
        ),
        // The history store on in-memory and temporary databases.
        .testTarget(
            name: "GuessHistoryTests",
            dependencies: [
                "GuessHistory", "GuessText", "GuessWords", "GuessGame", "GuessScreens", "GuessRoom",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // The shell in-process: the game loop with scripted front ends and a stepped clock, the pipe front end
        // on bytes in memory, the terminal front end on a fake terminal, the phones' path through the server
        // on loopback.
        .testTarget(
            name: "GuessPlayTests",
            dependencies: [
                "GuessPlay", "GuessHistory", "GuessText", "GuessWords", "GuessGame", "GuessScreens", "GuessRoom",
                "GuessServer", "GuessConfig", "GuessTestSupport", "GuessWordsTestSupport", "GuessGameTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // The commands in-process: each command line parsed and run as the binary runs it, in a context of its
        // own (environment, standard input, output in memory, working directory), against sandboxed files.
        .testTarget(
            name: "GuessCommandsTests",
            dependencies: [
                "GuessCommands", "GuessPlay", "GuessText", "GuessWords", "GuessGame", "GuessScreens", "GuessRoom",
                "GuessServer",
                "GuessConfig", "GuessHistory", "GuessTestSupport", "GuessWordsTestSupport", "GuessGameTestSupport",
                "GuessStoreTestSupport", .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // The binary itself, a few smoke tests per surface.
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "GuessText", "GuessWords", "GuessGame", "GuessHistory", "GuessTestSupport", "GuessStoreTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
    ]
)
