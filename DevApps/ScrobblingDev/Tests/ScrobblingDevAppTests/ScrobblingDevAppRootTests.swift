import CommandInjection
import Injection
import Foundation
import Scrobbling
import Testing
@testable import ScrobblingDevApp

@Suite struct ScrobblingDevAppRootTests {

    @Test func theTimeEventsArriveIsTheOptionsOrRefusedWithWhatToType() throws {
        let root = try ScrobblingDevRoot(wiring: try ScrobblingDevWiring.parse(["--received-at", "2026-11-20T21:30:00Z"]), environment: [:])
        #expect(root.receivedAt == Date(timeIntervalSince1970: 1_795_210_200))
        #expect(throws: ScrobblingDevError.self) { try ScrobblingDevRoot(wiring: try ScrobblingDevWiring.parse(["--received-at", "yesterday"]), environment: [:]) }
    }

    @Test func aPlexFormIsReadFromItsPayloadPart() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "../../Packages/Features/Scrobbling/Fixtures/plex-scrobble.multipart").standardized
        let document = FormPayload.document(in: Array(try Data(contentsOf: fixture)))
        guard case .playback(let playback, _) = try EventReader.read(document, from: .plex, receivedAt: Date()) else {
            Issue.record("the Plex fixture's payload is not read as a playback")
            return
        }
        #expect(playback.film.title == "The Matrix")
    }
}
