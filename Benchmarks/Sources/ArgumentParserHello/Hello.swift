import ArgumentParser

/// The floor of a command line built on swift-argument-parser: one async command with one
/// option, linked as `watchlist` is (`--static-swift-stdlib`). scripts/cli-benchmark times
/// `watchlist --help` and `whoami` against it, beside the Foundation hello-world.
@main
struct Hello: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "hello", abstract: "Says hello.", version: "0.1.0")

    @Option(help: "Whom to greet.") var name = "world"

    func run() async throws {
        print("Hello, \(name)!")
    }
}
