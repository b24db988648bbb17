// swift-tools-version: 6.0
import PackageDescription

// The Auth feature: password-protected profiles, sign-up, log-in and the session.
//
// AuthInterface    Profile, AuthService and the screen factory other features may use
// AuthPorts  the ports for stored password hashes, the hasher and the session store
// Auth             the service logic, commands and the log-in screen
// AuthSQLite       profiles, the session and tokens in SQLite (GRDB)
// AuthCrypto       PBKDF2 password hashing and SHA-256 token minting (swift-crypto)
// AuthPostgres     profiles and tokens in PostgreSQL, for the server (postgres-nio; nothing else links it)
// AuthTesting      a fixed signed-in profile, in-memory stores and an instant test hasher
// AuthWeb          the web pages: log in, sign up, log out (WebUI; only watchlist-server links it)
//
// Why AuthPorts is a module of its own: AuthInterface is what other features import,
// and they have no business seeing password hashes or how they are made. The credential
// ports are still public API, because the composition roots in the root package (another
// package, so `package` access cannot reach them) wire PBKDF2PasswordHasher and
// SQLiteProfileRepository into CredentialAuthService. Only this package's modules and the
// root package may depend on AuthPorts; a rule in the root's ArchitectureTests
// (ModuleRules) fails when another package does.
let package = Package(
    name: "Auth",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "AuthInterface", targets: ["AuthInterface"]),
        .library(name: "AuthPorts", targets: ["AuthPorts"]),
        .library(name: "Auth", targets: ["Auth"]),
        .library(name: "AuthSQLite", targets: ["AuthSQLite"]),
        .library(name: "AuthCrypto", targets: ["AuthCrypto"]),
        .library(name: "AuthPostgres", targets: ["AuthPostgres"]),
        .library(name: "AuthTesting", targets: ["AuthTesting"]),
        .library(name: "AuthWeb", targets: ["AuthWeb"]),
    ],
    dependencies: [
        .package(path: "../Composition"),
        .package(path: "../TerminalUI"),
        .package(path: "../Storage"),
        .package(path: "../WebUI"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    ],
    targets: [
        .target(name: "AuthInterface", dependencies: [
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
        ]),
        .target(name: "AuthPorts", dependencies: ["AuthInterface"]),
        .target(name: "Auth", dependencies: [
            "AuthInterface",
            "AuthPorts",
            .product(name: "Composition", package: "Composition"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "AuthWeb", dependencies: [
            "AuthInterface",
            .product(name: "WebUI", package: "WebUI"),
        ]),
        .target(name: "AuthSQLite", dependencies: [
            "AuthInterface",
            "AuthPorts",
            .product(name: "Storage", package: "Storage"),
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        .target(name: "AuthCrypto", dependencies: [
            "AuthPorts",
            .product(name: "Crypto", package: "swift-crypto"),
            .product(name: "_CryptoExtras", package: "swift-crypto"),
        ]),
        .target(name: "AuthPostgres", dependencies: [
            "AuthInterface",
            "AuthPorts",
            .product(name: "PostgresStorage", package: "Storage"),
            .product(name: "PostgresNIO", package: "postgres-nio"),
        ]),
        .target(name: "AuthTesting", dependencies: ["AuthInterface", "AuthPorts"]),
        .testTarget(name: "AuthTests", dependencies: [
            "Auth",
            "AuthPorts",
            "AuthSQLite",
            "AuthCrypto",
            "AuthPostgres",
            "AuthTesting",
            .product(name: "Composition", package: "Composition"),
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "TerminalUITesting", package: "TerminalUI"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "PostgresStorage", package: "Storage"),
            .product(name: "StorageTesting", package: "Storage"),
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),
    ]
)
