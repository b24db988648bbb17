import Foundation
import Networking
import Testing

@Suite struct HTTPClientErrorTests {
    @Test(arguments: [
        (Duration.milliseconds(500), "0.5"), (.seconds(10), "10"), (.milliseconds(2250), "2.25"),
        (.milliseconds(1), "0.001"), (.seconds(600), "600"),
    ])
    func durationsReadAsTheyWereGiven(duration: Duration, expected: String) {
        #expect(HTTPClientError.seconds(duration) == expected)
    }

    @Test func aSubSecondTimeoutIsReportedAsGiven() throws {
        let url = try #require(URL(string: "http://127.0.0.1:9/x"))
        let message = HTTPClientError.timedOut(url: url, after: .milliseconds(500)).description
        #expect(message.contains("within 0.5 s"))
        #expect(!message.contains("--"), "a kit's message names no executable's options: \(message)")
    }
}
