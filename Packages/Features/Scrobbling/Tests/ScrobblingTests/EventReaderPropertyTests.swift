import Foundation
import PropertyBased
import ScrobblingInterface
import Testing
@testable import Scrobbling

/// Untrusted bodies: arbitrary bytes, and every fixture cut anywhere and followed by noise,
/// are read or refused with ``HookError/unreadable(_:)``, for every server's reader; nothing
/// crashes.
@Suite struct EventReaderPropertyTests {
    @Test func arbitraryAndCutBodiesAreReadOrRefusedNeverCrash() async throws {
        let documents = try FixtureFiles.all.map { try FixtureFiles.document($0) }
        await propertyCheck(
            count: 300, input: Gen.uint8().array(of: 0...120), Gen.int(in: 0...(documents.count - 1)), Gen.int(in: 0...3_000),
            Gen.element(of: MediaServer.allCases)
        ) { noise, index, cut, server in
            let document = documents[index]
            for bytes in [noise, Array(document.prefix(cut)) + noise, Array(document.prefix(cut))] {
                guard let server else { continue }
                do {
                    _ = try EventReader.read(bytes, from: server, receivedAt: Date(timeIntervalSince1970: 0))
                } catch {
                    guard case HookError.unreadable = error else { Issue.record("\(error)"); return }
                }
            }
        }
    }

    /// Deeply nested JSON is refused, not a stack overflow.
    @Test func deeplyNestedJSONIsRefused() {
        let nested = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: HookError.self) { try EventReader.read(Array(nested.utf8), from: .generic, receivedAt: Date()) }
    }
}
