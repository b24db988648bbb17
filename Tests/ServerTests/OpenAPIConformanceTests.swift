import Foundation
import Hummingbird
import Testing

/// The running server against `openapi.yaml`: every documented operation is exercised, and
/// every answer has a documented status and a body that fits the documented schema.
@Suite struct OpenAPIConformanceTests {
    /// An exchange: the request's method and path, the answer's status and JSON body.
    struct Exchange: Sendable {
        let method: String
        let uri: String
        let answer: API.Answer
    }

    /// Sends requests through `api` and keeps each exchange; made and used inside one task.
    final class Recorder {
        private(set) var exchanges: [Exchange] = []
        let api: API
        init(api: API) { self.api = api }

        @discardableResult
        func send(_ method: HTTPRequest.Method, _ uri: String, token: String? = nil, json: [String: Any]? = nil, raw: Data? = nil) async throws -> API.Answer {
            let answer = try await api.send(method, uri, token: token, json: json, raw: raw)
            exchanges.append(Exchange(method: method.rawValue, uri: uri, answer: answer))
            return answer
        }
    }

    @Test func everyOperationIsExercisedAndEveryAnswerIsDocumented() async throws {
        let document = try OpenAPIDocument()
        let fixture = try ServerFixture()
        let exchanges = try await fixture.withServer { api in
            let server = Recorder(api: api)
            try await Self.exercise(server)
            return server.exchanges
        }

        var exercised: Set<String> = []
        for exchange in exchanges {
            let (method, uri, status, body) = (exchange.method, exchange.uri, exchange.answer.status.code, exchange.answer.json)
            let path = String(uri.prefix { $0 != "?" })
            guard let operation = document.operation(method, path) else {
                Issue.record("\(method) \(path) is answered but not in openapi.yaml")
                continue
            }
            exercised.insert(operation)
            guard let response = document.response(operation, status: status) else {
                Issue.record("\(operation) answered \(status), which openapi.yaml does not document")
                continue
            }
            if let schema = document.schema(of: response) {
                let body = try #require(body, "\(operation) \(status) has no JSON body")
                let problems = document.problems(body, against: schema)
                #expect(problems.isEmpty, "\(method) \(uri) → \(status): \(problems)")
            }
        }
        #expect(exercised == document.operations, "not exercised: \(document.operations.subtracting(exercised).sorted())")
    }

    /// Every operation, with its success and its usual failures.
    private static func exercise(_ server: Recorder) async throws {
        try await server.send(.get, "/health")
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

        try await server.send(.delete, "/v1/list/offline:1", token: ada)
        try await server.send(.delete, "/v1/list/offline:1", token: ada)
        try await server.send(.post, "/v1/logout", token: ada)
        try await server.send(.get, "/v1/list", token: ada)
    }
}
