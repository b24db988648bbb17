import Foundation

/// The shape every executable and feature shares, read from the source files.
///
/// Every executable declares its wiring once (`<Prefix>Wiring: WiringOptions`), has a root
/// command carrying it, says what to type next (`<Prefix>ErrorAdvice`), starts in an
/// `@main enum <Prefix>EntryPoint` through `InjectedCommandRunner`, and builds its graph in a
/// `CompositionRoot` with its container in `CompositionRoot+Container.swift`. A dev app also
/// has `<Prefix>Command.swift` and a `DevScreenFactory` building its feature's screens; every
/// feature's Interface declares `<Feature>ScreenBuildable`. `<Prefix>` is the target's name
/// without `App`: `CLI`, `MoviesDev`.
///
/// The same check runs on the repository and on what `scripts/new-feature` generates, so the
/// template cannot drift from the real executables and features.
enum CodeShape {
    /// A file an executable or feature must have, and what it must say.
    private struct Requirement {
        let file: String
        /// Each must occur in the file, as written.
        let phrases: [String]
    }

    /// What is missing or different, one line per problem, naming the file.
    static func problems(in repository: URL, graph: ModuleGraph) -> [String] {
        var problems: [String] = []
        for target in graph.root.targets where target.type == "executable" {
            guard let path = target.path else {
                problems.append("\(target.name) has no path in Package.swift; executables live in MainApp/ or DevApps/")
                continue
            }
            problems += executableProblems(name: target.name, directory: repository.appending(path: path), path: path)
        }
        for feature in graph.features {
            let path = "Packages/\(feature)/Sources/\(feature)Interface"
            problems += missing(
                Requirement(file: "\(feature)ScreenBuildable.swift", phrases: ["public protocol \(feature)ScreenBuildable"]),
                in: repository.appending(path: path), path: path
            )
        }
        return problems
    }

    private static func executableProblems(name: String, directory: URL, path: String) -> [String] {
        let prefix = name.hasSuffix("App") ? String(name.dropLast(3)) : name
        var requirements = [
            Requirement(file: "\(prefix)Wiring.swift", phrases: ["struct \(prefix)Wiring: WiringOptions"]),
            Requirement(file: "\(prefix)ErrorAdvice.swift", phrases: ["enum \(prefix)ErrorAdvice", "static let advice = ErrorAdvice"]),
            Requirement(file: "\(prefix)EntryPoint.swift", phrases: [
                "@main", "enum \(prefix)EntryPoint", "InjectedCommandRunner.main(",
                "wiring: \(prefix)Wiring.self", "advice: \(prefix)ErrorAdvice.advice", "makeContainer()",
            ]),
            Requirement(file: "CompositionRoot.swift", phrases: ["final class CompositionRoot"]),
            Requirement(file: "CompositionRoot+Container.swift", phrases: ["extension CompositionRoot", "func makeContainer() -> Container"]),
        ]
        let rootCommand = [
            "CarriesWiring", "@OptionGroup(title: \"Wiring options\") var wiring: \(prefix)Wiring", "\(prefix)Wiring.wiring(",
        ]
        if path.hasPrefix("DevApps/") {
            let feature = String(prefix.dropLast(3))
            requirements.append(Requirement(file: "\(prefix)Command.swift", phrases: rootCommand))
            requirements.append(Requirement(file: "DevScreenFactory.swift", phrases: ["final class DevScreenFactory:", "\(feature)ScreenBuildable"]))
        }
        var problems = requirements.flatMap { missing($0, in: directory, path: path) }
        let sources = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let carriesWiring = sources.filter { $0.hasSuffix(".swift") }.contains { file in
            let text = (try? String(contentsOf: directory.appending(path: file), encoding: .utf8)) ?? ""
            return rootCommand.allSatisfy(text.contains)
        }
        if !carriesWiring {
            problems.append("\(path): no root command is CarriesWiring with @OptionGroup(title: \"Wiring options\") var wiring: \(prefix)Wiring, wrapping its subcommands with \(prefix)Wiring.wiring(...)")
        }
        return problems
    }

    private static func missing(_ requirement: Requirement, in directory: URL, path: String) -> [String] {
        guard let text = try? String(contentsOf: directory.appending(path: requirement.file), encoding: .utf8) else {
            return ["\(path)/\(requirement.file) is missing"]
        }
        return requirement.phrases.filter { !text.contains($0) }.map { "\(path)/\(requirement.file) does not contain \($0)" }
    }
}
