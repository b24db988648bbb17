import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import APIRouting
import WatchlistInterface

/// The rules `openapi.yaml` states that the routes themselves hold: path parameters read
/// percent-decoded, `limit` and `dryRun` refused outside their values rather than bent into
/// them, what the storage cannot keep refused with the field's name, and sharing with oneself
/// a conflict, not a bad request.
@Suite struct ContractRulesTests {
    private func json(_ object: [String: Any]) throws -> ByteBuffer {
        ByteBuffer(bytes: try JSONSerialization.data(withJSONObject: object))
    }

    private func error(_ response: TestResponse) -> String {
        ((try? JSONSerialization.jsonObject(with: Data(buffer: response.body))) as? [String: Any])?["error"] as? String ?? ""
    }

    private let ada: HTTPFields = [.authorization: "Bearer ada"]

    @Test func pathParametersAreReadPercentDecoded() async throws {
        try await APITestServices.application().test(.router) { client in
            _ = try await client.execute(uri: "/v1/signup", method: .post, body: try json(["name": "ada", "password": "correct horse"]))
            #expect(try await client.execute(uri: "/v1/movies/fixture%3A1", method: .get, headers: ada).status == .ok)
            #expect(try await client.execute(uri: "/v1/list", method: .post, headers: ada, body: try json(["id": "fixture:1"])).status == .created)
            let watched = try await client.execute(uri: "/v1/list/%20fixture%3A1%0A/viewings", method: .post, headers: ada, body: try json([:]))
            #expect(watched.status == .created)
            #expect(try await client.execute(uri: "/v1/list/fixture%3A1", method: .delete, headers: ada).status == .noContent)
        }
    }

    @Test func limitAndDryRunAreRefusedOutsideTheirValues() async throws {
        try await APITestServices.application().test(.router) { client in
            _ = try await client.execute(uri: "/v1/signup", method: .post, body: try json(["name": "ada", "password": "correct horse"]))
            for limit in ["1", "100"] {
                #expect(try await client.execute(uri: "/v1/movies?query=alien&limit=\(limit)", method: .get, headers: ada).status == .ok)
            }
            for limit in ["0", "101", "ten"] {
                let refused = try await client.execute(uri: "/v1/movies?query=alien&limit=\(limit)", method: .get, headers: ada)
                #expect(refused.status == .badRequest && error(refused) == "limit must be a number from 1 to 100, not \(limit)")
            }
            let archive = try json(["films": []])
            #expect(try await client.execute(uri: "/v1/import?dryRun=false", method: .post, headers: ada, body: archive).status == .ok)
            let yes = try await client.execute(uri: "/v1/import?dryRun=yes", method: .post, headers: ada, body: archive)
            #expect(yes.status == .badRequest && error(yes) == "dryRun must be true or false, not yes")
        }
    }

    @Test func nullIsRefusedForEveryFieldTheDocumentNames() async throws {
        try await APITestServices.application().test(.router) { client in
            _ = try await client.execute(uri: "/v1/signup", method: .post, body: try json(["name": "ada", "password": "correct horse"]))
            let bodies = [
                (uri: "/v1/list", body: #"{"id": "fixture:1", "note": null}"#),
                (uri: "/v1/list/fixture:1/viewings", body: #"{"review": null}"#),
                (uri: "/v1/import?dryRun=true", body: #"{"films": [{"id": "fixture:1", "title": "Alien", "added": "2024-01-01T00:00:00Z", "viewings": [{"on": "2024-01-02", "review": null}]}]}"#),
            ]
            for (uri, body) in bodies {
                let refused = try await client.execute(uri: uri, method: .post, headers: ada, body: ByteBuffer(string: body))
                #expect(refused.status == .badRequest && error(refused).contains("is null, which no field takes"), "\(uri): \(error(refused))")
            }
            // A field the document does not name may hold anything, null too, as its schemas allow.
            let listed = try await client.execute(
                uri: "/v1/list", method: .post, headers: ada, body: ByteBuffer(string: #"{"id": "fixture:1", "note": "null, \"null\"", "other": null}"#)
            )
            #expect(listed.status == .created, "\(error(listed))")
        }
    }

    @Test func theServedDocumentEndsPastDayAtToday() async throws {
        try await APITestServices.application().test(.router) { client in
            let answer = try await client.execute(uri: "/openapi.yaml", method: .get)
            #expect(answer.status == .ok && answer.headers[.contentType] == "application/yaml; charset=utf-8")
            let text = String(buffer: answer.body)
            #expect(text.hasPrefix("openapi: 3.1.0\n"))
            // The alternative for this month ends the pattern: `2026-11-(?:0[1-9]|...)`.
            let thisMonth = CalendarDay(containing: Date()).description.prefix(8)
            let pattern = text.split(separator: "\n").first { $0.hasPrefix("      pattern: '^(?:") && $0.contains("|\(thisMonth)(?:") }
            #expect(pattern != nil, "PastDay's pattern does not end at this month, \(thisMonth)")
        }
    }

    @Test func whatTheStorageCannotKeepIsRefusedWithTheFieldsName() async throws {
        try await APITestServices.application().test(.router) { client in
            _ = try await client.execute(uri: "/v1/signup", method: .post, body: try json(["name": "ada", "password": "correct horse"]))
            let film: [String: Any] = ["id": "fixture:1", "title": "Alien", "added": "2024-01-02T03:04:05.678Z"]
            let rating = try await client.execute(
                uri: "/v1/import?dryRun=true", method: .post, headers: ada,
                body: try json(["films": [film.merging(["viewings": [["on": "2024-01-02", "rating": 11]]]) { $1 }]])
            )
            #expect(rating.status == .badRequest && error(rating).hasPrefix("films[0].viewings[0].rating cannot be 11"))
            let year = try await client.execute(
                uri: "/v1/import", method: .post, headers: ada, body: try json(["films": [film.merging(["viewings": [], "year": 3_000_000_000]) { $1 }]])
            )
            #expect(year.status == .badRequest && error(year).hasPrefix("films[0].year"))
            let note = try await client.execute(uri: "/v1/list", method: .post, headers: ada, body: try json(["id": "fixture:1", "note": "a\u{0}b"]))
            #expect(note.status == .badRequest && error(note).hasPrefix("note"))
            let row: [String: Any] = [
                "source": ["file": "diary.csv", "position": 2, "unit": "page"], "film": ["title": "Alien"], "event": ["kind": "listed"],
            ]
            let unit = try await client.execute(
                uri: "/v1/import/history", method: .post, headers: ada, body: try json(["service": "Letterboxd", "records": [row], "skipped": []])
            )
            #expect(unit.status == .badRequest && error(unit).hasPrefix("records[0].source.unit"))
        }
    }

    @Test func sharingWithOneselfIsAConflict() async throws {
        try await APITestServices.application().test(.router) { client in
            _ = try await client.execute(uri: "/v1/signup", method: .post, body: try json(["name": "ada", "password": "correct horse"]))
            let own = try await client.execute(uri: "/v1/shares/ada", method: .put, headers: ada, body: try json(["access": "read"]))
            #expect(own.status == .conflict && error(own) == "your list is already yours; share it with another profile")
        }
    }
}
