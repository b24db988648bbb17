import Hummingbird

/// The floor of a server on Hummingbird: `GET /health` on 127.0.0.1 at the port given as the
/// first argument, linked as `watchlist-server` is (`--static-swift-stdlib`).
/// scripts/cli-benchmark times each from its start to its first answered request.
@main
enum HummingbirdHello {
    static func main() async throws {
        let port = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 8080
        let router = Router()
        router.get("health") { _, _ in "ok" }
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)))
        try await app.runService()
    }
}
