import AuthInterface
import Foundation
import Networking
import Testing
@testable import RemoteClient

/// The session file: readable by its owner only, replaced whole, and a damaged one is an
/// error that names it, never a crash or a silent sign-out.
@Suite struct RemoteSessionFileTests {
    private let directory = FileManager.default.temporaryDirectory.appending(path: "remote-\(UUID().uuidString)")
    private var file: RemoteSessionFile { RemoteSessionFile(url: directory.appending(path: "nested/remote-session.json")) }
    private let session = RemoteSession(
        server: URL(string: "http://127.0.0.1:8080") ?? URL(fileURLWithPath: "/"), profile: Profile(id: UUID(), name: "ada"),
        token: "secret-token", expiresAt: Date(timeIntervalSince1970: 1_800_000_000), catalog: "offline"
    )

    @Test func aSavedSessionIsOwnerOnlyAndComesBack() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try file.load() == nil)
        try file.save(session)
        #expect(try file.load() == session)
        let permissions = try FileManager.default.attributesOfItem(atPath: file.url.path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
        #expect(try file.delete())
        #expect(try !file.delete())
        #expect(try file.load() == nil)
    }

    @Test func aDamagedFileIsNamedInTheError() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: file.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{not json".utf8).write(to: file.url)
        #expect(throws: RemoteError.sessionFile(path: file.url.path, reason: "it is not a session this program wrote")) { try file.load() }
    }

    @Test func anAddressWithNothingListeningIsUnreachableWithinTheBound() async throws {
        // Port 9 (discard) on the loopback address: nothing listens there, so the connection is refused at once.
        let dead = RemoteSession(
            server: URL(string: "http://127.0.0.1:9") ?? URL(fileURLWithPath: "/"), profile: session.profile, token: "t",
            expiresAt: session.expiresAt, catalog: "offline"
        )
        let client = APIClient(session: dead, http: CurlHTTPClient(), timeout: .seconds(2))
        let started = ContinuousClock.now
        await #expect {
            try await client.send("GET", "v1/list")
        } throws: { error in
            guard case RemoteError.unreachable(let server, _) = error else { return false }
            return server == dead.server
        }
        #expect(ContinuousClock.now - started < .seconds(3))
    }
}
