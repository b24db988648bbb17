import Foundation
import TestRequirements
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Schemathesis, a schema-driven tester that knows nothing of this code, run with all its
/// checks against the real `watchlist-server` binary and the document it serves at
/// `/openapi.yaml`: every request the document allows is answered as documented, every request
/// it refuses is refused, and every answer fits. It is a Python tool
/// (`pip install schemathesis`); without it the test is skipped, and `.ci/run`, which installs
/// it, sets WATCHLIST_REQUIRE_SCHEMATHESIS=1 to make the skip a failure.
@Suite struct SchemathesisTests {
    static let schemathesis = MachineRequirement.program("st", install: "pip install schemathesis", variable: "WATCHLIST_REQUIRE_SCHEMATHESIS")

    /// `st`, on PATH.
    static func tester() async -> String? {
        let found = try? await ChildProcess.run(["sh", "-c", "command -v st"])
        guard let found, found.status == 0 else { return nil }
        let path = found.output.trimmingCharacters(in: .whitespacesAndNewlines)
        return path.isEmpty ? nil : path
    }

    @Test(.timeLimit(.minutes(10)), .requires(schemathesis))
    func everyOperationAgreesWithTheServedDocument() async throws {
        let tester = try #require(await Self.tester())
        let directory = try RunningServer.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Services the server asks for its features answer from the server itself, where every
        // such path is a 404 (a title unknown): the machine has no internet, and an answer 502
        // for an unreachable service, right as it is, is a server error to Schemathesis.
        let port = try Self.freePort()
        let stand = "http://127.0.0.1:\(port)/stand-in"
        let started = try await RunningServer.start(port: port, directory: directory, environment: ["TVMAZE_BASE_URL": stand])
        let server = try #require(started.server, "the server did not start: \(started.standardError)")
        let signup = try await server.request("/v1/signup", method: "POST", json: #"{"name": "tester", "password": "correct horse"}"#)
        let token = try #require(signup.body.firstMatch(of: /"token":"([A-Za-z0-9_-]+)"/)?.output.1, "\(signup.body)")
        let base = "http://127.0.0.1:\(server.port)"
        // Log-out would revoke the token every other operation uses; its contract is checked by
        // OpenAPIConformanceTests. A fixed seed makes a failure come back the same.
        let run = try await ChildProcess.run(
            URL(fileURLWithPath: tester),
            [
                "run", "\(base)/openapi.yaml", "--url", base, "-H", "Authorization: Bearer \(token)", "--checks", "all",
                "--exclude-operation-id", "logOut", "--max-examples", "25", "--seed", "36", "--no-color",
            ],
            directory: directory, environment: ["HOME": directory.path, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"],
            mergingError: true, limit: .seconds(540)
        )
        _ = await server.stop()
        #expect(run.status == 0, "Schemathesis found differences:\n\(run.output.suffix(6000))")
    }

    /// A loopback port no one listens on now, for a server that must know its own address
    /// before it starts.
    static func freePort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw PortError() }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(socket, generic, length) == 0 && getsockname(socket, generic, &length) == 0
            }
        }
        guard bound else { throw PortError() }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    struct PortError: Error, CustomStringConvertible {
        var description: String { "no loopback port could be bound" }
    }
}
