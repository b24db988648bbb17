import Foundation
import Hummingbird
import AuthStandIn
import Testing
@testable import ServerApp
import ServerTestSupport

/// The running server against `openapi.yaml`, both ways: every request the document allows,
/// at the edges of each of its constraints, is taken (never refused as invalid, 400 or 422);
/// every answer has a status the document lists for its operation, the headers that status
/// documents, and a body that fits the documented schema; and a method a path does not take
/// is 405 with `Allow` listing the methods the document gives the path.
@Suite struct OpenAPIConformanceTests {
    /// An exchange: the request's method, path and body, the answer's status, headers and body.
    struct Exchange: Sendable {
        let method: String
        let uri: String
        let body: Data?
        let answer: API.Answer
    }

    /// Sends requests through `api` and keeps each exchange; made and used inside one task.
    final class Recorder {
        private(set) var exchanges: [Exchange] = []
        let api: API
        init(api: API) { self.api = api }

        @discardableResult
        func send(_ method: HTTPRequest.Method, _ uri: String, token: String? = nil, json: [String: Any]? = nil, raw: Data? = nil) async throws -> API.Answer {
            let body = try raw ?? json.map { try JSONSerialization.data(withJSONObject: $0) }
            let answer = try await api.send(method, uri, token: token, raw: body)
            exchanges.append(Exchange(method: method.rawValue, uri: uri, body: body, answer: answer))
            return answer
        }
    }

    /// The features whose operations ``exercise(_:)`` sends, every one of them.
    static let scriptedFeatures: Set<String> = ["Movies", "Auth", "Watchlist", "Scrobbling", "Series"]

    /// The last day a viewing may be on: the fixture's clock is at 2025-11-23T00:00Z, and the
    /// server's today is that day in its time zone, so a day before is today everywhere.
    static let today = "2025-11-21"

    @Test func everyOperationIsExercisedAndEveryAnswerIsDocumented() async throws {
        let document = try OpenAPIDocument()
        let fixture = try ServerFixture()
        let exchanges = try await fixture.withServer { api in
            let server = Recorder(api: api)
            try await Self.exercise(server)
            return server.exchanges
        }
        let exercised = Self.checkAnswers(exchanges, against: document)
        // The script exercises the shared document's operations and those of the features it
        // knows; those of a feature listed since are sent by the next test, from the document alone.
        let unscripted = try ServerFeatures.all.compactMap { $0.openAPI }.filter { !Self.scriptedFeatures.contains($0.feature) }
            .reduce(into: Set<String>()) { operations, part in operations.formUnion(try OpenAPIDocument(text: part.text).operations) }
        let scripted = document.operations.subtracting(unscripted)
        #expect(exercised == scripted, "not exercised: \(scripted.subtracting(exercised).sorted())")
    }

    /// No entry of the document is left without a value. None is meant to be: each one found
    /// was a description cut at its comma, for a plain value in a flow mapping ends at `, `
    /// (`{ description: The secret in base32, to type into the app. }` made the key `to type
    /// into the app.`), which a strict reader such as swift-openapi-generator's refuses.
    @Test func noEntryOfTheDocumentIsLeftWithoutAValue() throws {
        var empty: [String] = []
        func walk(_ node: Any, at path: String) {
            if let mapping = node as? [String: Any] {
                for (key, value) in mapping { walk(value, at: "\(path)/\(key)") }
            } else if let sequence = node as? [Any] {
                for (index, value) in sequence.enumerated() { walk(value, at: "\(path)/\(index)") }
            } else if node is NSNull {
                empty.append(path)
            }
        }
        walk(try OpenAPIDocument().root, at: "")
        #expect(empty.isEmpty, "entries with no value (quote a value that holds \", \"): \(empty.sorted())")
    }

    /// Requests made from the document alone, at the edges of every constraint it states: the
    /// server must take each one (a 2xx, or a status about the state: 401, 403, 404, 409, 429),
    /// and answer it as documented. A failure names the operation, what the request varied and
    /// the server's reason.
    @Test func everyRequestTheDocumentAllowsIsTakenAtTheEdgesOfItsConstraints() async throws {
        let document = try OpenAPIDocument()
        let values = EdgeValues(document: document, today: Self.today)
        let requests = EdgeRequests.all(document, values: values)
        #expect(values.gaps.isEmpty, "openapi.yaml leaves open what the server refuses: \(values.gaps)")
        #expect(Set(requests.map(\.operation)) == document.operations)

        let exchanges = try await ServerFixture().withServer { api in
            let token = try await api.signUp("conformance")
            for id in ["offline:1", "offline:2"] { _ = try await api.send(.post, "/v1/list", token: token, json: ["id": id]) }
            let server = Recorder(api: api)
            for request in requests {
                try await server.send(request.method, request.uri, token: request.secured ? token : nil, raw: request.body)
            }
            return server.exchanges
        }

        for (request, exchange) in zip(requests, exchanges) where [400, 422].contains(exchange.answer.status.code) {
            let body = request.body.map { String(decoding: $0.prefix(300), as: UTF8.self) } ?? "none"
            Issue.record("\(request.operation), varying \(request.varies), refused a request openapi.yaml allows: \(request.uri) body \(body) → \(exchange.answer.status.code) \(exchange.answer.error ?? "")")
        }
        _ = Self.checkAnswers(exchanges, against: document)
    }

    /// Every method but the documented ones, on every documented path, is 405 with `Allow`
    /// listing exactly the documented methods; a path that does not exist is still 404.
    @Test func aMethodAPathDoesNotTakeIs405WithAllow() async throws {
        let document = try OpenAPIDocument()
        let probes: [MethodProbe] = document.paths.flatMap { path -> [MethodProbe] in
            let allowed = document.methods(of: path)
            let uri = path.replacingOccurrences(of: #"\{[^}]+\}"#, with: "x1", options: .regularExpression)
            return [HTTPRequest.Method.get, .post, .put, .delete, .patch, .options]
                .filter { !allowed.contains($0.rawValue) }
                .map { MethodProbe(path: path, uri: uri, method: $0, allowed: allowed) }
        }
        #expect(probes.count > document.paths.count)
        let (answers, missing) = try await ServerFixture().withServer { api in
            let token = try await api.signUp("conformance")
            var answers: [API.Answer] = []
            for probe in probes { answers.append(try await api.send(probe.method, probe.uri, token: token)) }
            let missing = try await api.send(.get, "/v1/no-such-path", token: token)
            return (answers, missing)
        }
        let error: [String: Any] = ["$ref": "#/components/schemas/Error"]
        for (probe, answer) in zip(probes, answers) {
            let allow = Set((answer.headers[.allow] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            // HEAD goes wherever GET does (RFC 9110), documented or not.
            let expected = probe.allowed.contains("GET") ? probe.allowed.union(["HEAD"]) : probe.allowed
            #expect(answer.status == .methodNotAllowed && allow == expected, "\(probe.method) \(probe.uri) → \(answer.status.code), Allow: \(allow.sorted()), documented \(probe.allowed.sorted())")
            #expect(document.problems(answer.json ?? NSNull(), against: error).isEmpty, "\(probe.method) \(probe.uri): \(String(decoding: answer.body, as: UTF8.self))")
        }
        #expect(missing.status == .notFound)
    }

    /// A method tried on a path that does not take it.
    struct MethodProbe: Sendable {
        let path: String
        let uri: String
        let method: HTTPRequest.Method
        let allowed: Set<String>
    }

    /// Records an issue for each answer that the document does not describe: an operation it
    /// lacks, a status it does not list for the operation, a header the status documents as
    /// always sent but missing, a body that does not fit. Returns the operations answered.
    private static func checkAnswers(_ exchanges: [Exchange], against document: OpenAPIDocument) -> Set<String> {
        var answered: Set<String> = []
        for exchange in exchanges {
            let (method, uri, status, body) = (exchange.method, exchange.uri, exchange.answer.status.code, exchange.answer.json)
            let path = String(uri.prefix { $0 != "?" })
            guard let operation = document.operation(method, path) else {
                Issue.record("\(method) \(path) is answered but not in openapi.yaml")
                continue
            }
            answered.insert(operation)
            guard let response = document.response(operation, status: status) else {
                Issue.record("\(operation) answered \(status), which openapi.yaml does not document: \(method) \(uri) → \(exchange.answer.error ?? "")")
                continue
            }
            for (name, schema) in document.requiredHeaders(of: response) {
                let value = exchange.answer.headers.first { $0.name.canonicalName == name.lowercased() }?.value
                guard let value else {
                    Issue.record("\(operation) \(status) has no \(name) header")
                    continue
                }
                var typed: Any = value
                if OpenAPIDocument.types(of: document.resolved(schema)).contains("integer"), let number = Int(value) { typed = number }
                let problems = document.problems(typed, against: schema, at: name)
                #expect(problems.isEmpty, "\(method) \(uri) → \(status): \(problems)")
            }
            if let schema = document.schema(of: response) {
                guard let body else {
                    Issue.record("\(operation) \(status) has no JSON body: \(method) \(uri)")
                    continue
                }
                let problems = document.problems(body, against: schema)
                #expect(problems.isEmpty, "\(method) \(uri) → \(status): \(problems)")
            }
        }
        return answered
    }

    /// The hooks' and the inbox's operations: a hook made, an event that no film matches put
    /// in the inbox by posting to it, resolved, dismissed, another profile's refused.
    private static func exerciseHooks(_ server: Recorder, ada: String, sam: String) async throws {
        try await server.send(.get, "/v1/hooks", token: ada)
        let created = try await server.send(.post, "/v1/hooks", token: ada, json: ["server": "generic", "user": "ada"])
        try await server.send(.post, "/v1/hooks", token: ada, json: ["server": "kodi"])
        try await server.send(.post, "/v1/hooks", token: ada, json: ["server": "plex", "user": " "])
        let hook = try #require((created.object["hook"] as? [String: Any])?["id"] as? Int)
        let path = try #require(created.object["path"] as? String)
        for year in [1901, 1902] {
            _ = try await server.api.send(.post, path, raw: try JSONSerialization.data(withJSONObject: ["title": "No Such Film", "year": year, "user": "ada"]))
        }
        try await server.send(.get, "/v1/hooks", token: ada)
        try await server.send(.get, "/v1/hooks/\(hook)/events", token: ada)
        try await server.send(.get, "/v1/hooks/\(hook)/events", token: sam)
        let inbox = try await server.send(.get, "/v1/inbox", token: ada)
        let numbers = try #require((try JSONSerialization.jsonObject(with: inbox.body) as? [[String: Any]])?.compactMap { $0["number"] as? Int })
        try #require(numbers.count == 2)
        try await server.send(.post, "/v1/inbox/\(numbers[0])/resolve", token: sam, json: ["id": "offline:3"])
        try await server.send(.post, "/v1/inbox/\(numbers[0])/resolve", token: ada, json: ["id": "a:b:c"])
        try await server.send(.post, "/v1/inbox/\(numbers[0])/resolve", token: ada, json: ["id": "offline:3"])
        try await server.send(.delete, "/v1/inbox/\(numbers[1])", token: ada)
        try await server.send(.delete, "/v1/inbox/\(numbers[1])", token: ada)
        try await server.send(.delete, "/v1/hooks/\(hook)", token: sam)
        try await server.send(.delete, "/v1/hooks/\(hook)", token: ada)
        try await server.send(.get, "/v1/hooks/\(hook)/events", token: ada)
    }

    /// The household's operations: the owner (ada, the first to sign up) lists, invites,
    /// revokes, disables and enables; sam, a member, is refused.
    private static func exerciseHousehold(_ server: Recorder, ada: String, sam: String) async throws {
        try await server.send(.get, "/v1/household", token: ada)
        try await server.send(.get, "/v1/household", token: sam)
        let made = try await server.send(.post, "/v1/household/invitations", token: ada, json: ["days": 3])
        try await server.send(.post, "/v1/household/invitations", token: ada, json: ["days": 31])
        try await server.send(.post, "/v1/household/invitations", token: sam, json: [:])
        let id = try #require((made.object["invitation"] as? [String: Any])?["id"] as? Int)
        try await server.send(.delete, "/v1/household/invitations/\(id)", token: ada)
        try await server.send(.delete, "/v1/household/invitations/\(id)", token: ada)
        try await server.send(.post, "/v1/household/profiles/ada/disable", token: ada)
        try await server.send(.post, "/v1/household/profiles/nobody/disable", token: ada)
        try await server.send(.post, "/v1/household/profiles/sam/disable", token: sam)
        try await server.send(.post, "/v1/household/profiles/sam/disable", token: ada)
        try await server.send(.post, "/v1/household/profiles/sam/enable", token: ada)
        try await server.send(.post, "/v1/household/profiles/nobody/reset-password", token: ada)
        try await server.send(.post, "/v1/household/profiles/ada/reset-password", token: sam)
        let reset = try await server.send(.post, "/v1/household/profiles/sam/reset-password", token: ada)
        let given = try #require(reset.object["password"] as? String)
        try await server.send(.post, "/v1/login", json: ["name": "sam", "password": given])
        try await server.send(.post, "/v1/login", json: ["name": "sam", "password": given, "newPassword": "correct horse"])
    }

    /// Two-factor log-in's operations: ada turns it on (a wrong code first), logs in with a
    /// code missing, then a recovery code, and turns it off (a wrong password first).
    private static func exerciseTwoFactor(_ server: Recorder, ada: String) async throws {
        try await server.send(.get, "/v1/two-factor", token: ada)
        try await server.send(.post, "/v1/two-factor/confirm", token: ada, json: ["code": "123456"])
        let begun = try await server.send(.post, "/v1/two-factor", token: ada)
        let app = try StandInAuthenticator(key: try #require(begun.object["key"] as? String))
        try await server.send(.post, "/v1/two-factor/confirm", token: ada, json: ["code": "000000"])
        let confirmed = try await server.send(.post, "/v1/two-factor/confirm", token: ada, json: ["code": app.code(at: ManualClock.start)])
        try await server.send(.post, "/v1/two-factor", token: ada)
        try await server.send(.post, "/v1/login", json: ["name": "ada", "password": "correct horse"])
        let recovery = try #require((confirmed.object["recoveryCodes"] as? [String])?.first)
        try await server.send(.post, "/v1/login", json: ["name": "ada", "password": "correct horse", "code": recovery])
        try await server.send(.post, "/v1/two-factor/off", token: ada, json: ["password": "wrong password"])
        try await server.send(.post, "/v1/two-factor/off", token: ada, json: ["password": "correct horse"])
    }

    /// The series' operations: found, shown, followed, watched, refused, exported, imported,
    /// unfollowed.
    private static func exerciseSeries(_ server: Recorder, ada: String, sam: String) async throws {
        let show = "/v1/series/imdb:tt0903747"
        try await server.send(.get, "/v1/series?query=breaking", token: ada)
        try await server.send(.get, "/v1/series?query=%20", token: ada)
        try await server.send(.get, show, token: ada)
        try await server.send(.get, "\(show)?season=2", token: ada)
        try await server.send(.get, "\(show)?season=9", token: ada)
        try await server.send(.get, "/v1/series/The%20Office", token: ada)
        try await server.send(.put, "/v1/following/imdb:tt0903747", token: ada)
        try await server.send(.put, "/v1/following/imdb:tt0903747", token: ada)
        try await server.send(.put, "/v1/following/No%20Such%20Show", token: ada)
        try await server.send(.post, "\(show)/viewings", token: ada, json: ["season": 1, "on": today, "rating": 9])
        try await server.send(.post, "\(show)/viewings", token: ada, json: ["season": 2, "episode": 1, "lastEpisode": 3])
        try await server.send(.post, "\(show)/viewings", token: ada, json: [:])
        try await server.send(.post, "\(show)/viewings", token: ada, json: ["season": 9])
        try await server.send(.post, "\(show)/viewings", token: ada, json: ["episode": 1])
        try await server.send(.put, "\(show)/rating", token: ada, json: ["rating": 8, "on": today])
        try await server.send(.put, "\(show)/rating", token: ada, json: ["rating": 9])
        try await server.send(.put, "\(show)/rating", token: ada, json: ["rating": 11])
        try await server.send(.put, "/v1/series/No%20Such%20Show/rating", token: ada, json: ["rating": 9])
        try await server.send(.put, "/v1/series/The%20Office/rating", token: ada, json: ["rating": 9])
        try await server.send(.get, show, token: ada)
        try await server.send(.get, "/v1/following", token: ada)
        try await server.send(.get, "/v1/next", token: ada)
        try await server.send(.get, "/v1/history/episodes", token: ada)
        let exported = try await server.send(.get, "/v1/export/series", token: ada)
        try await server.send(.post, "/v1/import/series?dryRun=true", token: sam, raw: exported.body)
        try await server.send(.post, "/v1/import/series", token: sam, raw: exported.body)
        try await server.send(.post, "/v1/import/series", token: sam, raw: Data(#"[{"series": {"id": "x", "title": "A", "kind": "series"}, "viewings": []}]"#.utf8))
        try await server.send(.post, "/v1/import/series/undo?dryRun=true", token: sam, raw: exported.body)
        try await server.send(.post, "/v1/import/series/undo", token: sam, raw: exported.body)
        try await server.send(.post, "/v1/import/series/undo", token: sam, raw: Data(#"[{"series": {"id": "imdb:tt0903747", "title": "A", "kind": "film"}, "viewings": []}]"#.utf8))
        try await server.send(.delete, "/v1/following/imdb:tt0903747?forgetViewings=true", token: sam)
        try await server.send(.delete, "/v1/following/imdb:tt0903747?forgetViewings=yes", token: ada)
        try await server.send(.delete, "/v1/following/imdb:tt0903747", token: ada)
        try await server.send(.delete, "/v1/following/imdb:tt0903747", token: ada)
        try await server.send(.delete, "/v1/following/The%20Office", token: ada)
        try await server.send(.delete, "\(show)/rating", token: ada)
        try await server.send(.delete, "\(show)/rating", token: ada)
        try await server.send(.delete, "/v1/series/The%20Office/rating", token: ada)
    }

    /// Every operation, with its success and its usual failures.
    private static func exercise(_ server: Recorder) async throws {
        try await server.send(.get, "/health")
        try await server.send(.get, "/openapi.yaml")
        try await server.send(.post, "/v1/signup", json: ["name": "ada", "password": "correct horse"])
        try await server.send(.post, "/v1/signup", json: ["name": "ada", "password": "correct horse"])
        try await server.send(.post, "/v1/signup", json: ["name": "a b", "password": "correct horse"])
        let session = try await server.send(.post, "/v1/signup", json: ["name": "sam", "password": "correct horse"])
        let sam = try #require(session.object["token"] as? String)
        try await server.send(.post, "/v1/login", json: ["name": "ada", "password": "wrong password"])
        let login = try await server.send(.post, "/v1/login", json: ["name": "ada", "password": "correct horse"])
        let ada = try #require(login.object["token"] as? String)
        try await server.send(.get, "/v1/me", token: ada)
        try await server.send(.get, "/v1/me")

        try await server.send(.get, "/v1/movies?query=godfather", token: ada)
        try await server.send(.get, "/v1/movies?query=", token: ada)
        try await server.send(.get, "/v1/movies/offline:1", token: ada)
        try await server.send(.get, "/v1/movies/offline:99999", token: ada)

        try await server.send(.post, "/v1/list", token: ada, json: ["id": "offline:1", "note": "first"])
        try await server.send(.post, "/v1/list", token: ada, json: ["id": "offline:1"])
        try await server.send(.post, "/v1/list", token: ada, json: ["note": "no id"])
        try await server.send(.post, "/v1/list", token: ada, raw: Data(#"{"id": "offline:3", "note": null}"#.utf8))
        try await server.send(.post, "/v1/list/offline:1/viewings", token: ada, json: ["on": "2024-01-02", "rating": 9, "review": "yes"])
        try await server.send(.post, "/v1/list/offline:2/viewings", token: ada, json: [:])
        try await server.send(.get, "/v1/list", token: ada)
        try await server.send(.get, "/v1/history", token: ada)

        try await server.send(.get, "/v1/list?of=ada", token: sam)
        try await server.send(.put, "/v1/shares/sam", token: ada, json: ["access": "read"])
        try await server.send(.put, "/v1/shares/nobody", token: ada, json: ["access": "read"])
        try await server.send(.put, "/v1/shares/sam", token: ada, json: ["access": "everything"])
        try await server.send(.get, "/v1/history?of=ada", token: sam)
        try await server.send(.post, "/v1/list?of=ada", token: sam, json: ["id": "offline:2"])
        try await server.send(.get, "/v1/shares", token: sam)
        try await server.send(.delete, "/v1/shares/sam", token: ada)
        try await server.send(.delete, "/v1/shares/sam", token: ada)

        let export = try await server.send(.get, "/v1/export", token: ada)
        try await server.send(.post, "/v1/import?dryRun=true", token: sam, raw: export.body)
        try await server.send(.post, "/v1/import", token: sam, raw: export.body)
        try await server.send(.post, "/v1/import", token: sam, raw: Data("[1, 2".utf8))
        let history: [String: Any] = [
            "service": "Letterboxd",
            "records": [
                ["source": ["file": "diary.csv", "position": 2, "unit": "line"], "film": ["title": "The Godfather", "year": 1972], "event": ["kind": "watched", "on": "2024-02-03", "rating": 10]],
                ["source": ["file": "diary.csv", "position": 3, "unit": "line"], "film": ["title": "No Such Film", "year": 1901], "event": ["kind": "listed"]],
            ],
            "skipped": [],
        ]
        try await server.send(.post, "/v1/import/history", token: sam, json: history)
        try await server.send(.post, "/v1/import/history?dryRun=true", token: sam, json: ["service": "x"])
        try await server.send(.post, "/v1/import?file=ada.json&file=again.json", token: ada, raw: export.body)
        try await server.send(.get, "/v1/imports", token: sam)
        try await server.send(.post, "/v1/imports/2/undo?dryRun=true", token: sam)
        try await server.send(.post, "/v1/imports/2/undo", token: sam)
        try await server.send(.post, "/v1/imports/2/undo", token: sam)
        try await server.send(.post, "/v1/imports/99/undo", token: sam)
        try await server.send(.get, "/v1/imports", token: sam)

        try await exerciseHooks(server, ada: ada, sam: sam)
        try await exerciseSeries(server, ada: ada, sam: sam)
        try await exerciseHousehold(server, ada: ada, sam: sam)
        try await exerciseTwoFactor(server, ada: ada)

        try await server.send(.delete, "/v1/list/offline:1", token: ada)
        try await server.send(.delete, "/v1/list/offline:1", token: ada)
        try await server.send(.post, "/v1/logout", token: ada)
        try await server.send(.get, "/v1/list", token: ada)
    }
}
