import ArgumentParser
import CommandInjection
import DevComposition
import Testing
@testable import AuthDevApp
@testable import CLIApp
@testable import MoviesDevApp
@testable import SeriesDevApp
@testable import WatchlistDevApp

/// One wiring option of one executable, with a command it affects.
struct WiringSample: CustomTestStringConvertible, Sendable {
    let executable: String
    let root: any ParsableCommand.Type
    /// The option as typed: a name and a value, or a flag alone.
    let option: [String]
    /// A command the option affects, with its arguments.
    let command: [String]
    /// The parsed wiring's value for the option, as text.
    let read: @Sendable (any ParsableCommand) throws -> String?
    /// What `read` returns when the option was given.
    let expected: String

    var testDescription: String { "\(executable) \(option.joined(separator: " "))" }

    /// The same option before the command, after its name, after its arguments and as `--name=value`.
    var shapes: [[String]] {
        var shapes = [option + command, [command[0]] + option + command.dropFirst(), command + option]
        if option.count == 2 { shapes.append(command + ["\(option[0])=\(option[1])"]) }
        return shapes
    }
}

/// Reads one property of an executable's parsed wiring.
func wiring<Wiring: WiringOptions>(_ type: Wiring.Type, _ property: @escaping @Sendable (Wiring) -> String?) -> @Sendable (any ParsableCommand) throws -> String? {
    { parsed in property(try CommandInvocation.wiring(Wiring.self, of: parsed)) }
}

/// Every executable declares its wiring once, and every executable accepts it in the same shapes.
@Suite struct WiringShapeTests {
    static let samples: [WiringSample] = [
        .init(executable: "watchlist", root: CLIRootCommand.self, option: ["--catalog", "tmdb"], command: ["search", "matrix"],
              read: wiring(CLIWiring.self) { $0.catalog?.rawValue }, expected: "tmdb"),
        .init(executable: "watchlist", root: CLIRootCommand.self, option: ["--timeout", "2.5"], command: ["show", "offline:1"],
              read: wiring(CLIWiring.self) { "\($0.timeout.timeout)" }, expected: "2.5"),
        .init(executable: "movies-dev", root: DevAppCommand<MoviesDev>.self, option: ["--catalog", "offline"], command: ["show", "offline:1"],
              read: wiring(MoviesDevWiring.self) { $0.catalog.rawValue }, expected: "offline"),
        .init(executable: "movies-dev", root: DevAppCommand<MoviesDev>.self, option: ["--fixture-server"], command: ["cast", "603"],
              read: wiring(MoviesDevWiring.self) { "\($0.fixtureServer)" }, expected: "true"),
        .init(executable: "auth-dev", root: DevAppCommand<AuthDev>.self, option: ["--database", "/tmp/a.sqlite"], command: ["login", "ada"],
              read: wiring(DevWiring.self) { $0.database }, expected: "/tmp/a.sqlite"),
        .init(executable: "series-dev", root: DevAppCommand<SeriesDev>.self, option: ["--catalog", "embedded"], command: ["next"],
              read: wiring(SeriesDevWiring.self) { $0.catalog.rawValue }, expected: "embedded"),
        .init(executable: "watchlist-dev", root: DevAppCommand<WatchlistDev>.self, option: ["--model", "mock"], command: ["list", "--json"],
              read: wiring(WatchlistDevWiring.self) { $0.model.rawValue }, expected: "mock"),
        // The option's earlier name.
        .init(executable: "watchlist-dev", root: DevAppCommand<WatchlistDev>.self, option: ["--store", "mock"], command: ["list", "--json"],
              read: wiring(WatchlistDevWiring.self) { $0.model.rawValue }, expected: "mock"),
        .init(executable: "watchlist-dev", root: DevAppCommand<WatchlistDev>.self, option: ["--signed-out"], command: ["add", "fixture:1"],
              read: wiring(WatchlistDevWiring.self) { "\($0.signedOut)" }, expected: "true"),
    ]

    @Test(arguments: samples)
    func theOptionIsAcceptedAnywhere(sample: WiringSample) throws {
        for arguments in sample.shapes {
            let parsed = try sample.root.parseAsRoot(arguments)
            #expect(try sample.read(parsed) == sample.expected, "\(sample.executable) \(arguments.joined(separator: " "))")
            let runs = CommandInvocation(parsed: parsed).command
            #expect(CompositionRootCheck.name(of: type(of: runs)) == sample.command[0], "\(arguments) ran \(type(of: runs))")
        }
    }

    @Test(arguments: samples)
    func withoutTheOptionTheDefaultHolds(sample: WiringSample) throws {
        let parsed = try sample.root.parseAsRoot(sample.command)
        #expect(try sample.read(parsed) != sample.expected)
    }

    @Test(arguments: samples)
    func theOptionIsInTheHelpOfTheRootAndOfEveryCommandItAffects(sample: WiringSample) {
        #expect(sample.root.helpMessage().contains(sample.option[0]))
        let wired = sample.root.configuration.subcommands.filter { CommandInvocation.commandType(of: $0) != $0 }
        #expect(wired.contains { CompositionRootCheck.name(of: $0) == sample.command[0] })
        for command in wired {
            #expect(sample.root.helpMessage(for: command).contains(sample.option[0]), "\(sample.executable) \(CompositionRootCheck.name(of: command)) --help")
        }
    }
}
