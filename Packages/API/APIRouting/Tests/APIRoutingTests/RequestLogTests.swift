import Testing
@testable import APIRouting

/// The request log leaves out a secret however its path is spelled: the router serves
/// `//calendar/TOKEN.ics` as it serves `/calendar/TOKEN.ics`.
@Suite struct RequestLogTests {
    let log = RequestLogMiddleware(secretPathPrefixes: ["/calendar/", "/webhooks/"])

    @Test(arguments: [
        "/calendar/T0KEN.ics", "//calendar/T0KEN.ics", "///calendar//T0KEN.ics", "/%63alendar/T0KEN.ics", "/calendar%2FT0KEN.ics",
        "/webhooks/S3CRET", "//webhooks/S3CRET/",
    ])
    func aSecretsPathIsLoggedAsItsPrefixAlone(path: String) {
        let logged = log.loggable(path)
        #expect(!logged.contains("T0KEN") && !logged.contains("S3CRET"), "\(path) → \(logged)")
        #expect(logged.hasSuffix("/…"))
    }

    @Test(arguments: ["/v1/list", "/calendar", "/webhooks", "/", "//", "/v1/calendar/T0KEN"])
    func anotherPathIsLoggedAsItCame(path: String) {
        #expect(log.loggable(path) == path)
    }
}
