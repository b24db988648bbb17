// swift-tools-version: 6.0
import PackageDescription

// The Auth feature's adapters: the technology behind its ports, each module named after it.
// Only composition roots (MainApp, DevApps, the root tests) link them.
//
// AuthSQLite    profiles, the session and tokens in SQLite (GRDB)
// AuthPostgres  profiles and tokens in PostgreSQL, for the server (postgres-nio)
//               (each of the two registers its repositories as one value: AuthSQLiteStorage,
//               AuthPostgresStorage)
// AuthCrypto    PBKDF2 password hashing and SHA-256 token minting (swift-crypto)
// AuthOIDC      single sign-on through an OpenID Connect provider (vapor's jwt-kit checks its ID tokens), for the server
// AuthStandIn   for tests only: an OpenID Connect provider on 127.0.0.1 that signs with RS256 or ES256 keys and
//               can be told to forge (FlyingFox, jwt-kit), and an authenticator app
// AuthOTP       two-factor log-in's time-based codes (RFC 6238, hummingbird-auth's HummingbirdOTP), for the server
// AuthAPI       the feature's part of the HTTP API: its JSON documents (credentials, profile,
//               session) and its part of the served OpenAPI document (openapi.yaml), which the
//               server's routes and the CLI's client of the server share; APIContract only
// AuthWeb       the web pages (log in, sign up, log out) and the API's account routes
// AuthApp       the feature's one value for watchlist (AuthAppFeature), with the server's
//               accounts through HTTPRemoteAccounts for `watchlist remote login`
// AuthServer    the feature's one value for watchlist-server (AuthServerFeature), which joins them
//
// AuthAdaptersTests runs each storage contract on the in-memory stores (AuthTesting), SQLite
// and PostgreSQL.
let package = Package(
    name: "AuthAdapters",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "AuthAPI", targets: ["AuthAPI"]),
        .library(name: "AuthSQLite", targets: ["AuthSQLite"]),
        .library(name: "AuthPostgres", targets: ["AuthPostgres"]),
        .library(name: "AuthCrypto", targets: ["AuthCrypto"]),
        .library(name: "AuthOTP", targets: ["AuthOTP"]),
        .library(name: "AuthOIDC", targets: ["AuthOIDC"]),
        .library(name: "AuthStandIn", targets: ["AuthStandIn"]),
        .library(name: "AuthWeb", targets: ["AuthWeb"]),
        .library(name: "AuthApp", targets: ["AuthApp"]),
        .library(name: "AuthServer", targets: ["AuthServer"]),
    ],
    dependencies: [
        .package(path: "../../Features/Auth"),
        .package(path: "../../Kits/Storage"),
        .package(path: "../../Kits/WebUI"),
        .package(path: "../../API/APIRouting"),
        .package(path: "../../API/APIContract"),
        .package(path: "../../Kits/WebServer"),
        .package(path: "../../Kits/ReadCache"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(path: "../../Kits/TerminalUI"),
        .package(path: "../../Kits/Injection"),
        .package(path: "../../Kits/Composition"),
        .package(path: "../../API/RemoteClient"),
        .package(path: "../../Kits/Networking"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
        .package(url: "https://github.com/swift-extras/swift-extras-base64", from: "1.2.0"),
        .package(url: "https://github.com/vapor/jwt-kit", from: "5.8.0"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    ],
    targets: [
        .target(name: "AuthAPI", dependencies: [
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "APIContract", package: "APIContract"),
        ], resources: [.embedInCode("openapi.yaml")]),
        .target(name: "AuthSQLite", dependencies: [
            .product(name: "Injection", package: "Injection"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "AuthPorts", package: "Auth"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        .target(name: "AuthPostgres", dependencies: [
            .product(name: "Injection", package: "Injection"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "AuthPorts", package: "Auth"),
            .product(name: "PostgresStorage", package: "Storage"),
            .product(name: "PostgresNIO", package: "postgres-nio"),
        ]),
        .target(name: "AuthCrypto", dependencies: [
            .product(name: "AuthPorts", package: "Auth"),
            .product(name: "Crypto", package: "swift-crypto"),
            .product(name: "_CryptoExtras", package: "swift-crypto"),
        ]),
        .target(name: "AuthOTP", dependencies: [
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "AuthPorts", package: "Auth"),
            .product(name: "HummingbirdOTP", package: "hummingbird-auth"),
            .product(name: "ExtrasBase64", package: "swift-extras-base64"),
        ]),
        .target(name: "AuthOIDC", dependencies: [
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "AuthPorts", package: "Auth"),
            .product(name: "Networking", package: "Networking"),
            .product(name: "JWTKit", package: "jwt-kit"),
            .product(name: "Crypto", package: "swift-crypto"),
        ]),
        .target(name: "AuthStandIn", dependencies: [
            .product(name: "JWTKit", package: "jwt-kit"),
            .product(name: "Crypto", package: "swift-crypto"),
            .product(name: "CryptoExtras", package: "swift-crypto"),
            .product(name: "FlyingFox", package: "FlyingFox"),
            .product(name: "HummingbirdOTP", package: "hummingbird-auth"),
            .product(name: "ExtrasBase64", package: "swift-extras-base64"),
        ]),
        .target(name: "AuthWeb", dependencies: [
            "AuthAPI",
            .product(name: "APIRouting", package: "APIRouting"),
            .product(name: "APIContract", package: "APIContract"),
            .product(name: "WebServer", package: "WebServer"),
            .product(name: "ReadCache", package: "ReadCache"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "WebUI", package: "WebUI"),
        ]),
        .target(name: "AuthApp", dependencies: [
            "AuthAPI", "AuthSQLite", "AuthCrypto",
            .product(name: "Networking", package: "Networking"),
            .product(name: "Auth", package: "Auth"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "AppComposition", package: "Composition"),
            .product(name: "RemoteClient", package: "RemoteClient"),
            .product(name: "Injection", package: "Injection"),
            .product(name: "CommandInjection", package: "Injection"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "TerminalUIInterface", package: "TerminalUI"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "AuthServer", dependencies: [
            "AuthAPI", "AuthCrypto", "AuthOTP", "AuthOIDC", "AuthWeb",
            .product(name: "Networking", package: "Networking"),
            .product(name: "Auth", package: "Auth"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "AuthPorts", package: "Auth"),
            .product(name: "ServerComposition", package: "APIRouting"),
            .product(name: "APIContract", package: "APIContract"),
            .product(name: "Injection", package: "Injection"),
            .product(name: "WebServer", package: "WebServer"),
            .product(name: "WebUI", package: "WebUI"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .testTarget(name: "AuthAdaptersTests", dependencies: [
            "AuthSQLite",
            "AuthCrypto",
            "AuthOTP",
            "AuthOIDC",
            "AuthStandIn",
            "AuthPostgres",
            .product(name: "Networking", package: "Networking"),
            .product(name: "Auth", package: "Auth"),
            .product(name: "AuthInterface", package: "Auth"),
            .product(name: "AuthPorts", package: "Auth"),
            .product(name: "AuthTesting", package: "Auth"),
            .product(name: "Storage", package: "Storage"),
            .product(name: "PostgresStorage", package: "Storage"),
            .product(name: "StorageTesting", package: "Storage"),
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),
    ]
)
