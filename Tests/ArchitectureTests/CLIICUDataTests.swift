import Foundation
import TestRequirements
import TestSupport
import Testing

/// The release `watchlist` links the slim ICU data of MainApp/CLIICUData (written by
/// scripts/icu-data) in place of the toolchain's whole package. Only a binary that links
/// Swift's libraries statically reads it (a debug build loads ICU's shared library, with its
/// own data), so the check builds a probe twice, statically, as the release is linked: with
/// the toolchain's data and with the slim one. The probe does what the command line asks of
/// ICU, and the two must print the same.
@Suite struct CLIICUDataTests {
    @Test func theCommittedDataIsThisToolchains() async throws {
        let check = try await Shell.run(["python3", "scripts/icu-data", "--check"], in: ModuleGraph.repositoryRoot)
        #expect(check.status == 0, "\(check.output)")
    }

    @Test(.requires(.staticSwiftLibraries))
    func theSlimDataFormatsAndSortsAsTheToolchainsWholeData() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "icu-probe-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let probe = directory.appending(path: "probe.swift")
        try Self.probe.write(to: probe, atomically: true, encoding: .utf8)
        let data = directory.appending(path: "icu-data.o")
        let compileData = try await Shell.run(["clang", "-O2", "-c", Self.dataSource.path, "-o", data.path], in: directory)
        #expect(compileData.status == 0, "\(compileData.output)")

        var printed: [String] = []
        for extra in [[], [data.path]] {
            let binary = directory.appending(path: extra.isEmpty ? "whole" : "slim")
            let build = try await Shell.run(["swiftc", "-O", "-static-stdlib", probe.path] + extra + ["-o", binary.path], in: directory)
            try #require(build.status == 0, "\(build.output)")
            let run = try await ChildProcess.run(binary, [])
            #expect(run.status == 0, "\(run.error)")
            printed.append(run.output)
        }
        #expect(printed[0].split(separator: "\n").count == 8, "the probe printed \(printed[0])")
        #expect(printed[1] == printed[0], "with the slim data:\n\(printed[1])\nwith the toolchain's:\n\(printed[0])")
    }

    /// What the command line asks of ICU (`grep -rn 'formatted\|localized\|folding'`), on
    /// values where missing data shows: grouping, units, collation of accented titles.
    static let probe = """
        import Foundation
        print(Locale.current.identifier)
        print((1_234_567.5).formatted(), 1_234_567.formatted(), Int64(123_456_789).formatted())
        print(Int64(1_234_567).formatted(.byteCount(style: .file)), Int64(999).formatted(.byteCount(style: .file)))
        print(Duration.seconds(12.3).formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 1))))
        let titles = ["Lost in Translation", "Léon: The Professional", "Life Is Beautiful", "Casablanca", "Caché", "8½", "été", "Ete", "ÉTA", "eta", "Zoë", "zoo"]
        print(titles.sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending })
        print("Ça Élan ﬁ Ｗ".folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil), "ÉTÉ".caseInsensitiveCompare("été").rawValue)
        print(Date(timeIntervalSince1970: 1_000_000_000).formatted(.iso8601), (try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse("2024-02-29T12:30:00.250Z"))?.timeIntervalSince1970 ?? -1)
        print(String(format: "%3.0f%% %02d:%02d", 45.6, 7, 5))
        """

    static let dataSource = ModuleGraph.repositoryRoot.appending(path: "MainApp/CLIICUData/ICUData.c")
}

extension MachineRequirement {
    /// The toolchain's static Swift libraries, which `swiftc -static-stdlib` links: CI requires
    /// them with `WATCHLIST_REQUIRE_STATIC_SWIFT=1` where the toolchain ships them.
    static let staticSwiftLibraries = MachineRequirement(variable: "WATCHLIST_REQUIRE_STATIC_SWIFT") {
        guard let swiftc = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
            .map({ URL(fileURLWithPath: String($0)).appending(path: "swiftc") })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else { return "swiftc is not on PATH" }
        let toolchain = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        let library = toolchain.appending(path: "lib/swift_static/linux/lib_FoundationICU.a")
        return FileManager.default.fileExists(atPath: library.path) ? nil : "the toolchain has no static Swift libraries (no \(library.path))"
    }
}
