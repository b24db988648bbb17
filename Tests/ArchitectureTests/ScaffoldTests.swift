import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import TestSupport

/// `scripts/new-feature` makes a whole feature that works at once, with no file edited by hand
/// and one line outside its packages: its package, adapters and dev app follow the rules, its
/// contract suite passes on memory, SQLite and PostgreSQL, `watchlist` keeps its items, and
/// `watchlist-server` shows them on its page, on the same file. `scripts/remove-feature`
/// then leaves the repository as it was, byte for byte.
///
/// It copies the repository and builds the copy's executables, which takes minutes, so the
/// default `swift test` skips it; `scripts/test-all` runs it as its own step:
///
///     WATCHLIST_SCAFFOLD_TEST=1 swift test --filter ScaffoldTests
///
/// The copy builds in `WATCHLIST_SCAFFOLD_SCRATCH` when it is set (`scripts/test-all` sets the
/// root's `.build`, where the packages' steps compiled every third-party package, and runs the
/// built test binary, for `swift test` holds that directory's lock), else in `.build-packages`.
///
/// With `WATCHLIST_SCAFFOLD_IN_PLACE=1` (`.ci/run`, on its fresh clone) there is no copy: the
/// test scaffolds the repository itself, which must have a clean git work tree, and puts it back
/// with git when it ends, passed or not. A copy's sources are at other paths, so it compiled
/// every local module again (526 s of a 3,011-s CI run); in place, only what the new feature and
/// the removals change is compiled.
@Suite(.enabled(
    if: ProcessInfo.processInfo.environment["WATCHLIST_SCAFFOLD_TEST"] == "1",
    "builds a scaffolded feature and both apps in a copy (minutes); scripts/test-all runs it with WATCHLIST_SCAFFOLD_TEST=1"
))
struct ScaffoldTests {
    private static let scratch = ProcessInfo.processInfo.environment["WATCHLIST_SCAFFOLD_SCRATCH"]
        ?? ModuleGraph.repositoryRoot.appending(path: ".build-packages").path

    private static let inPlace = ProcessInfo.processInfo.environment["WATCHLIST_SCAFFOLD_IN_PLACE"] == "1"

    @Test(.timeLimit(.minutes(40)))
    func aScaffoldedFeatureFollowsTheRulesBuildsRunsAndPassesItsTests() async throws {
        let copy = try await Self.workspace()
        do {
            try await scaffold(in: copy)
        } catch {
            try await Self.release(copy)
            throw error
        }
        try await Self.release(copy)
    }

    /// Where the test scaffolds: the repository itself when in place (after checking that git
    /// can put it back), else a fresh copy of its sources.
    private static func workspace() async throws -> URL {
        let repository = ModuleGraph.repositoryRoot
        guard inPlace else {
            let copy = FileManager.default.temporaryDirectory.appending(path: "scaffold-\(UUID().uuidString)")
            try Shell.copyRepository(from: repository, to: copy)
            return copy
        }
        let status = try await Shell.run(["git", "status", "--porcelain"], in: repository)
        try #require(
            status.status == 0 && status.output.isEmpty,
            "WATCHLIST_SCAFFOLD_IN_PLACE=1 scaffolds the repository itself and restores it with git, so its work tree must be clean; run without it to use a copy: \(status.output)"
        )
        return repository
    }

    /// Puts the repository back as git has it (in place), or removes the copy.
    private static func release(_ workspace: URL) async throws {
        guard inPlace else {
            try? FileManager.default.removeItem(at: workspace)
            return
        }
        for command in [["git", "checkout", "--", "."], ["git", "clean", "-fdq"]] {
            let restored = try await Shell.run(command, in: workspace)
            #expect(restored.status == 0, "\(command.joined(separator: " ")): \(restored.output)")
        }
    }

    private func scaffold(in copy: URL) async throws {
        let untouched = try Self.sources(in: copy)

        let scaffold = try await Shell.run(["python3", "scripts/new-feature", "Notes"], in: copy)
        try #require(scaffold.status == 0, "\(scaffold.output)")
        for module in ["Features/Notes/Sources/NotesInterface", "Features/Notes/Sources/NotesTesting", "Adapters/NotesAdapters/Sources/NotesSQLite",
                       "Adapters/NotesAdapters/Sources/NotesPostgres", "Adapters/NotesAdapters/Sources/NotesWeb"] {
            #expect(FileManager.default.fileExists(atPath: copy.appending(path: "Packages/\(module)").path), "\(module)")
        }
        #expect(try await Shell.run(["python3", "scripts/new-feature", "Notes"], in: copy).status != 0, "a second run must refuse to overwrite")
        try expectOnlyTheJoiningFilesChanged(in: copy, before: untouched)
        let lists = try await Shell.run(["python3", "scripts/feature-list", "--check"], in: copy)
        #expect(lists.status == 0, "the executables' lists are as scripts/feature-list writes them: \(lists.output)")
        try await expectTheRulesHold(in: copy)

        // The steps that resolve the server's stack come first and the feature's own package,
        // which resolves none of it, last: a root's resolution removes the checkouts it does not
        // need, and the next root that needs them compiles them again (scripts/test-all).
        // One build makes the dev app and both executables: each `swift build` plans the root's
        // whole graph first, 25 to 40 s with nothing to compile.
        try await build([], in: copy)
        try await expectTheDevAppWorks(in: copy)
        try await expectTheTestsPass(of: "Packages/Adapters/NotesAdapters", in: copy)

        // Its end-to-end tests, beside its adapters, compile as the root's `NotesEndToEndTests`
        // against what the root's tests share; running them would build the root's whole test
        // bundle again, which the journey below stands in for.
        try await build(["--target", "NotesEndToEndTests"], in: copy)
        try await expectTheAppsShareTheFeature(in: copy)
        try await expectTheTestsPass(of: "DevApps/NotesDev", in: copy)
        try await expectTheTestsPass(of: "Packages/Features/Notes", in: copy)

        let removal = try await Shell.run(["python3", "scripts/remove-feature", "Notes"], in: copy)
        try #require(removal.status == 0, "\(removal.output)")
        // The databases and the session this test made in the copy are not the repository's.
        func kept(_ files: [String: Data]) -> [String: Data] {
            files.filter { path, _ in !["shared.sqlite", "notes-dev.sqlite", "notes-remote-session.json", "notes-remote-client.sqlite"].contains { path.hasPrefix($0) } && !path.contains("__pycache__") }
        }
        let removed = kept(try Self.sources(in: copy)), original = kept(untouched)
        let differences = Set(removed.keys).symmetricDifference(original.keys).union(removed.keys.filter { removed[$0] != original[$0] })
        #expect(differences.isEmpty, "after remove-feature, these differ from the repository before new-feature: \(differences.sorted())")

        try await expectTheAppsRunWithoutSeries(in: copy)
    }

    /// Removes `feature` from `copy`, and first each feature built on it, which the script names
    /// when it refuses (`Packages/Features/Calendar, ... depend on Series's packages`).
    private func remove(_ feature: String, in copy: URL) async throws {
        let removal = try await Shell.run(["python3", "scripts/remove-feature", feature], in: copy)
        guard removal.status != 0 else { return }
        let dependents = Set(removal.output.matches(of: /Packages\/Features\/([A-Za-z0-9]+)/).map { String($0.output.1) }).subtracting([feature])
        try #require(!dependents.isEmpty, "\(removal.output)")
        for dependent in dependents.sorted() {
            try await remove(dependent, in: copy)
        }
        let again = try await Shell.run(["python3", "scripts/remove-feature", feature], in: copy)
        try #require(again.status == 0, "\(again.output)")
    }

    /// Series plugs itself in as Notes does: `remove-feature Series` deletes its packages (its
    /// web dev app too) and its line, once the features built on it are removed, and `watchlist` and `watchlist-server` build without it,
    /// find and keep films, and let an episode's playback wait in the inbox as "no series",
    /// for no feature records episodes.
    private func expectTheAppsRunWithoutSeries(in copy: URL) async throws {
        try await remove("Series", in: copy)
        for directory in ["Packages/Features/Series", "Packages/Adapters/SeriesAdapters", "DevApps/SeriesDev", "DevApps/SeriesWebDev"] {
            #expect(!FileManager.default.fileExists(atPath: copy.appending(path: directory).path), "\(directory) is left")
        }
        try await build([], in: copy)
        let watchlist = URL(fileURLWithPath: binary("watchlist"))
        let environment = [
            "WATCHLIST_DB": copy.appending(path: "no-series.sqlite").path, "HOME": copy.path, "PATH": "/usr/bin:/bin", "NO_COLOR": "1",
            "WATCHLIST_REMOTE_SESSION": copy.appending(path: "no-series-session.json").path,
        ]
        let help = try await ChildProcess.run(watchlist, ["--help"], environment: environment, mergingError: true)
        #expect(help.status == 0 && !help.output.contains("\n  series ") && help.output.contains("\n  search "), "\(help.output)")

        let port = try FreePort.find()
        let server = try ChildProcess.start(
            URL(fileURLWithPath: binary("watchlist-server")), ["--port", String(port), "--database", copy.appending(path: "no-series-server.sqlite").path],
            environment: environment, mergingError: true
        )
        do {
            try await ServerProbe.waitUntilListening(port: port)
            _ = try await ServerProbe.signUp(port: port, name: "ada", password: "longpassword")
            let loggedIn = try await ChildProcess.run(
                watchlist, ["remote", "login", "http://127.0.0.1:\(port)", "ada", "--password-stdin"],
                environment: environment, input: Data("longpassword\n".utf8), mergingError: true
            )
            #expect(loggedIn.status == 0, "\(loggedIn.output)")
            let found = try await ChildProcess.run(watchlist, ["search", "godfather", "--json"], environment: environment, mergingError: true)
            let films = try JSONSerialization.jsonObject(with: Data(found.output.utf8)) as? [[String: Any]] ?? []
            let godfather = try #require(films.first { $0["title"] as? String == "The Godfather" }?["id"] as? String, "\(found.output)")
            let added = try await ChildProcess.run(watchlist, ["add", godfather], environment: environment, mergingError: true)
            #expect(added.status == 0, "\(added.output)")
            let listed = try await ChildProcess.run(watchlist, ["list"], environment: environment, mergingError: true)
            #expect(listed.output.contains("The Godfather"), "\(listed.output)")

            let hook = try await ChildProcess.run(watchlist, ["hooks", "add", "generic", "--json"], environment: environment, mergingError: true)
            let url = try #require((try JSONSerialization.jsonObject(with: Data(hook.output.utf8)) as? [String: Any])?["url"] as? String, "\(hook.output)")
            let playback = try Data(contentsOf: copy.appending(path: "Packages/Features/Scrobbling/Fixtures/generic-episode.json"))
            let delivered = try await ServerProbe.post(url, body: playback)
            #expect(delivered.status == 200, "\(delivered.body)")
            let inbox = try await ChildProcess.run(watchlist, ["hooks", "inbox", "--json"], environment: environment, mergingError: true)
            let items = try JSONSerialization.jsonObject(with: Data(inbox.output.utf8)) as? [[String: Any]] ?? []
            #expect(items.map { $0["problem"] as? String } == ["no series"] && items.first?["title"] as? String == "Breaking Bad", "\(inbox.output)")
        } catch {
            Issue.record("\(error)")
        }
        kill(server.process.processIdentifier, SIGTERM)
        let finished = try await server.finish(within: .seconds(30))
        #expect(finished.status == 0, "\(finished.output.suffix(2000))")
    }

    /// The package's tests, as its own root package, pass and none is skipped.
    private func expectTheTestsPass(of package: String, in copy: URL) async throws {
        let started = ContinuousClock.now
        let tests = try await Shell.run(["swift", "test", "--package-path", package, "--scratch-path", Self.scratch] + Self.importCheck, in: copy)
        print("swift test --package-path \(package): \(ContinuousClock.now - started)")
        #expect(tests.status == 0, "\(package): \(tests.output.suffix(3000))")
        #expect(!tests.output.contains("skipped"), "\(package): no test may be skipped: \(tests.output.suffix(3000))")
    }

    private static let importCheck = ["--explicit-target-dependency-import-check=error"]

    private func build(_ arguments: [String], in copy: URL) async throws {
        let started = ContinuousClock.now
        let build = try await Shell.run(["swift", "build", "--scratch-path", Self.scratch] + arguments + Self.importCheck, in: copy)
        // Where the step's time goes, in the log of scripts/test-all.
        print("swift build \(arguments.isEmpty ? "(the root package)" : arguments.joined(separator: " ")): \(ContinuousClock.now - started)")
        try #require(build.status == 0, "\(arguments): \(build.output.suffix(3000))")
    }

    private func binary(_ name: String) -> String {
        "\(Self.scratch)/debug/\(name)"
    }

    /// Every file of the copy that is not a build product or git's, with its contents.
    private static func sources(in directory: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent.hasPrefix(".build") || [".swiftpm", ".git"].contains(url.lastPathComponent) {
                enumerator?.skipDescendants()
                continue
            }
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            let path = String(url.standardizedFileURL.path.dropFirst(directory.standardizedFileURL.path.count + 1))
            files[path] = try Data(contentsOf: url)
        }
        return files
    }

    /// The measure of a cheap feature: outside its own three packages and its page in docs/,
    /// the script wrote one line in Package.swift's `features` and one row in the README's
    /// table of documents, and regenerated what is written from the manifests (the
    /// executables' lists, project.yml, docs/architecture.md); no person edits anything.
    private func expectOnlyTheJoiningFilesChanged(in copy: URL, before: [String: Data]) throws {
        let after = try Self.sources(in: copy)
        let own = ["Packages/Features/Notes/", "Packages/Adapters/NotesAdapters/", "DevApps/NotesDev/", "docs/notes.md"]
        let changed = Set(after.keys.filter { path in after[path] != before[path] && !own.contains { path.hasPrefix($0) } })
        let regenerated: Set = ["MainApp/CLI/AppFeatures.swift", "MainApp/Server/ServerFeatures.swift", "project.yml", "docs/architecture.md"]
        #expect(changed == regenerated.union(["Package.swift", "README.md"]), "changed outside the feature: \(changed.sorted())")
        #expect(after["docs/notes.md"].map { String(decoding: $0, as: UTF8.self).contains("watchlist notes add") } == true, "the feature's page names its command")
        #expect(Set(before.keys).subtracting(after.keys).isEmpty, "nothing is removed")

        func lines(_ data: Data?) -> [Substring] { String(decoding: data ?? Data(), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) }
        let readmeAdded = lines(after["README.md"]).difference(from: lines(before["README.md"]))
        #expect(readmeAdded.count == 1 && lines(after["README.md"]).contains("| [docs/notes.md](docs/notes.md) | the Notes feature: what it keeps, its commands, its page and API |"), "\(readmeAdded)")
        let manifestBefore = lines(before["Package.swift"]), manifestAfter = lines(after["Package.swift"])
        let added = manifestAfter.difference(from: manifestBefore)
        #expect(added.count == 1 && manifestAfter.count == manifestBefore.count + 1, "Package.swift gains one line: \(added)")
        #expect(manifestAfter.contains("    \"Notes\","), "the line names the feature in `features`")
    }

    /// The module rules, project.yml and docs/architecture.md's graph, in the copy.
    private func expectTheRulesHold(in copy: URL) async throws {
        let graph = try await ModuleGraph.load(repository: copy)
        #expect(graph.features.contains("Notes"))
        #expect(graph.devApps.contains(.init(name: "NotesDevMain", package: "NotesDev")))
        let problems = ModuleRules.violations(in: graph)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")

        let spec = try ProjectSpec.load(copy.appending(path: "project.yml"))
        let drift = ProjectSpec.differences(
            spec: spec, manifest: try await PackageManifest.load(copy), devApps: try await ModuleGraph.manifests(in: copy.appending(path: "DevApps")),
            packageDirectories: try ModuleGraph.packagePaths(in: copy)
        )
        #expect(drift.isEmpty, "\(drift.joined(separator: "\n"))")
        #expect(spec.targets["notes-dev"] != nil)

        let document = try String(contentsOf: copy.appending(path: "docs/architecture.md"), encoding: .utf8)
        for line in ["  NotesDev --> NotesAdapters\n", "  NotesAdapters --> Notes\n", "  watchlist --> NotesAdapters\n", "  watchlist_server --> NotesAdapters\n"] {
            #expect(document.contains(line), "docs/architecture.md's package graph lacks \(line)")
        }
    }

    /// The dev app as docs/architecture.md shows it: the feature's commands as `watchlist` has
    /// them, in memory, with help and advice, and on the SQLite file `--database` names.
    private func expectTheDevAppWorks(in copy: URL) async throws {
        let devApp = binary("notes-dev")
        let add = try await Shell.run([devApp, "notes", "add", "first note"], in: copy)
        #expect(add.status == 0 && add.output == "Added \"first note\".\n", "\(add.output.suffix(2000))")
        let inMemory = try await Shell.run([devApp, "notes", "list"], in: copy)
        #expect(inMemory.status == 0 && inMemory.output == "#  Text\n", "without --database the items are in memory: \(inMemory.output)")
        #expect(try await Shell.run([devApp, "notes", "add", "--help"], in: copy).output.contains("--database <path>"))
        let blank = try await Shell.run([devApp, "notes", "add", " "], in: copy)
        #expect(blank.status == 1 && blank.output.contains("the text is empty") && blank.output.contains("`notes-dev notes add \"first item\"`"), "\(blank.output)")
        let check = try await ChildProcess.run(
            URL(fileURLWithPath: devApp), [], environment: ["COMPOSITION_ROOT_CHECK": "1", "HOME": copy.path, "PATH": "/usr/bin:/bin"], mergingError: true
        )
        #expect(check.status == 0, "\(check.output)")

        let database = copy.appending(path: "notes-dev.sqlite").path
        #expect(try await Shell.run([devApp, "--database", database, "notes", "add", "kept"], in: copy).status == 0)
        let kept = try await Shell.run([devApp, "notes", "list", "--database", database], in: copy)
        #expect(kept.output == "#  Text\n1  kept\n", "\(kept.output)")
    }

    /// `watchlist notes add` keeps a profile's item in the database; `watchlist-server` on the
    /// same file shows it on its /notes page to that profile, and to no other, and the page is
    /// in the navigation. Signed out, the command says how to sign in. After `watchlist remote
    /// login`, the commands act on the server through the feature's API route, which the
    /// served OpenAPI document describes.
    private func expectTheAppsShareTheFeature(in copy: URL) async throws {
        let database = copy.appending(path: "shared.sqlite").path
        let environment = ["WATCHLIST_DB": database, "HOME": copy.path, "PATH": "/usr/bin:/bin", "NO_COLOR": "1"]
        let signedOut = try await ChildProcess.run(URL(fileURLWithPath: binary("watchlist")), ["notes", "add", "first note"], environment: environment, mergingError: true)
        #expect(signedOut.status == 1 && signedOut.output.contains("watchlist login NAME"), "\(signedOut.output)")
        let signedUp = try await ChildProcess.run(
            URL(fileURLWithPath: binary("watchlist")), ["signup", "ada", "--password-stdin"], environment: environment, input: Data("longpassword\n".utf8), mergingError: true
        )
        #expect(signedUp.status == 0, "\(signedUp.output)")
        let added = try await ChildProcess.run(URL(fileURLWithPath: binary("watchlist")), ["notes", "add", "first note"], environment: environment, mergingError: true)
        #expect(added.status == 0 && added.output == "Added \"first note\".\n", "\(added.output)")
        let listed = try await ChildProcess.run(URL(fileURLWithPath: binary("watchlist")), ["notes", "list"], environment: environment, mergingError: true)
        #expect(listed.output == "#  Text\n1  first note\n", "\(listed.output)")
        for executable in ["watchlist", "watchlist-server"] {
            let check = try await ChildProcess.run(
                URL(fileURLWithPath: binary(executable)), [], environment: environment.merging(["COMPOSITION_ROOT_CHECK": "1"]) { _, check in check }, mergingError: true
            )
            #expect(check.status == 0, "\(executable): \(check.output)")
        }

        let port = try FreePort.find()
        let server = try ChildProcess.start(
            URL(fileURLWithPath: binary("watchlist-server")), ["--port", String(port), "--database", database], environment: environment, mergingError: true
        )
        do {
            try await ServerProbe.waitUntilListening(port: port)
            let token = try await ServerProbe.logIn(port: port, name: "ada", password: "longpassword")
            let page = try await ServerProbe.get("/notes", port: port, session: token)
            #expect(page.status == 200, "\(page.body.prefix(2000))")
            #expect(page.body.contains("<li value=\"1\">first note</li>"), "\(page.body.prefix(4000))")
            #expect(page.body.contains("href=\"/notes\""), "the page is in the navigation")
            let other = try await ServerProbe.signUp(port: port, name: "sam", password: "longpassword")
            let othersPage = try await ServerProbe.get("/notes", port: port, session: other)
            #expect(othersPage.status == 200 && othersPage.body.contains("Nothing yet.") && !othersPage.body.contains("first note"), "another profile sees the note: \(othersPage.body.prefix(2000))")
            // After `watchlist remote login`, the feature's commands act on the server: on a
            // machine whose own database is another, the item lands on the server's page.
            let document = try await ServerProbe.get("/openapi.yaml", port: port)
            #expect(document.body.contains("\n  /v1/notes:\n    get:\n"), "the served document describes the feature's routes")
            let client = copy.appending(path: "notes-remote-client.sqlite").path
            let remote = environment.merging(["WATCHLIST_REMOTE_SESSION": copy.appending(path: "notes-remote-session.json").path, "WATCHLIST_DB": client]) { _, remote in remote }
            let loggedIn = try await ChildProcess.run(
                URL(fileURLWithPath: binary("watchlist")), ["remote", "login", "http://127.0.0.1:\(port)", "ada", "--password-stdin"],
                environment: remote, input: Data("longpassword\n".utf8), mergingError: true
            )
            #expect(loggedIn.status == 0, "\(loggedIn.output)")
            let addedRemotely = try await ChildProcess.run(URL(fileURLWithPath: binary("watchlist")), ["notes", "add", "second note"], environment: remote, mergingError: true)
            #expect(addedRemotely.status == 0 && addedRemotely.output == "Added \"second note\".\n", "\(addedRemotely.output)")
            let listedRemotely = try await ChildProcess.run(URL(fileURLWithPath: binary("watchlist")), ["notes", "list"], environment: remote, mergingError: true)
            #expect(listedRemotely.output == "#  Text\n1  first note\n2  second note\n", "\(listedRemotely.output)")
            let refused = try await ChildProcess.run(URL(fileURLWithPath: binary("watchlist")), ["notes", "add", " "], environment: remote, mergingError: true)
            #expect(refused.status == 1 && refused.output.contains("the text is empty"), "the server's refusal reaches the terminal: \(refused.output)")
            let pageAfter = try await ServerProbe.get("/notes", port: port, session: token)
            #expect(pageAfter.body.contains("<li value=\"2\">second note</li>"), "\(pageAfter.body.prefix(4000))")
        } catch {
            Issue.record("\(error)")
        }
        kill(server.process.processIdentifier, SIGTERM)
        let finished = try await server.finish(within: .seconds(30))
        #expect(finished.status == 0, "\(finished.output.suffix(2000))")
    }
}

/// A port on 127.0.0.1 that nothing listens on now.
enum FreePort {
    static func find() throws -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else { throw POSIXError(.EADDRINUSE) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else { throw POSIXError(.EINVAL) }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

/// Requests to a `watchlist-server` that a test started on 127.0.0.1.
enum ServerProbe {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func waitUntilListening(port: Int) async throws {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(30))
        while clock.now < deadline {
            if (try? await get("/health", port: port))?.status == 200 { return }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw Failure(description: "watchlist-server did not answer /health on port \(port) within 30 s")
    }

    /// A new profile's token, which the web page also takes as its session.
    static func signUp(port: Int, name: String, password: String) async throws -> String {
        try await token("/v1/signup", port: port, name: name, password: password)
    }

    /// An existing profile's token.
    static func logIn(port: Int, name: String, password: String) async throws -> String {
        try await token("/v1/login", port: port, name: name, password: password)
    }

    private static func token(_ path: String, port: Int, name: String, password: String) async throws -> String {
        let body = try JSONSerialization.data(withJSONObject: ["name": name, "password": password])
        let answer = try await send(path, port: port, method: "POST", body: body, headers: ["Content-Type": "application/json"])
        guard let object = try? JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any], let token = object["token"] as? String else {
            throw Failure(description: "sign-up answered \(answer.status): \(answer.body)")
        }
        return token
    }

    /// `body` posted to `url`, a hook's address on a server this test started.
    static func post(_ url: String, body: Data) async throws -> (status: Int, body: String) {
        guard let address = URL(string: url), address.host == "127.0.0.1" else { throw Failure(description: "not a local address: \(url)") }
        var request = URLRequest(url: address)
        request.httpMethod = "POST"
        request.httpBody = body
        request.timeoutInterval = 10
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let (data, response) = try await session.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }

    static func get(_ path: String, port: Int, session: String? = nil) async throws -> (status: Int, body: String) {
        try await send(path, port: port, method: "GET", body: nil, headers: session.map { ["Cookie": "watchlist_session=\($0)"] } ?? [:])
    }

    /// A session that keeps no cookies: each request carries only the `Cookie` header it is
    /// given, where the shared session's store would send the page's CSRF cookie in its place.
    private static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpShouldSetCookies = false
        configuration.httpCookieStorage = nil
        return URLSession(configuration: configuration)
    }()

    private static func send(_ path: String, port: Int, method: String, body: Data?, headers: [String: String]) async throws -> (status: Int, body: String) {
        guard let url = URL(string: "http://127.0.0.1:\(port)\(path)") else { throw Failure(description: "bad path \(path)") }
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.httpBody = body
        request.timeoutInterval = 10
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await session.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }
}
