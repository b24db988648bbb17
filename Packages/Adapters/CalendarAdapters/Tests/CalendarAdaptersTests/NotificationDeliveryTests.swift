import CalendarInterface
import CalendarNotify
import CalendarPorts
import Foundation
import Hummingbird
import HummingbirdTesting
import Networking
import Synchronization
import Testing

/// The messages as each service receives them, from a stand-in of it on 127.0.0.1 that keeps
/// every request: the paths, headers and JSON their documentation gives; and the operator's
/// address policy on a real connection.
@Suite struct NotificationDeliveryTests {
    /// What the stand-in received: method, path, a few headers and the JSON body.
    struct Received: Sendable {
        let method: String
        let path: String
        let headers: [String: String]
        let body: [String: any Sendable]
    }

    final class Log: Sendable {
        private let requests = Mutex<[Received]>([])
        var all: [Received] { requests.withLock { $0 } }
        func append(_ received: Received) { requests.withLock { $0.append(received) } }
    }

    /// Runs `body` with the base URL of a stand-in that answers `status` to every POST.
    private func withStandIn(status: Int = 200, _ body: @escaping @Sendable (URL, Log) async throws -> Void) async throws {
        let log = Log()
        let router = Router()
        let keep: @Sendable (Request, BasicRequestContext) async throws -> Response = { request, _ in
            let data = try await request.body.collect(upTo: 65_536)
            let json = (try? JSONSerialization.jsonObject(with: Data(buffer: data))) as? [String: Any] ?? [:]
            var headers: [String: String] = [:]
            for field in request.headers where ["authorization", "x-gotify-key", "content-type"].contains(field.name.canonicalName) {
                headers[field.name.canonicalName] = field.value
            }
            log.append(Received(method: "POST", path: request.uri.path, headers: headers, body: json.mapValues { "\($0)" }))
            return Response(status: .init(code: status))
        }
        router.post("/", use: keep)
        router.post("**", use: keep)
        try await Application(router: router).test(.live) { client in
            let port = try #require(client.port)
            try await body(try #require(URL(string: "http://127.0.0.1:\(port)")), log)
        }
    }

    private let message = Message(
        key: "episode:551-tt2356777", kind: .episode, title: "True Detective S5E1 “Part 1”", body: "Out at 02:00 on 2026-12-01 on HBO.", episodes: []
    )
    private let delivery = HTTPMessageDelivery(http: CurlHTTPClient(), reach: .ownMachine, timeout: .seconds(5))

    @Test func eachServiceGetsTheShapeItsDocumentationGives() async throws {
        let message = message
        let delivery = delivery
        try await withStandIn { base, log in
            try await delivery.deliver(message, to: TargetAddress(kind: .ntfy, address: base.appending(path: "shows"), token: "tk_abc"))
            try await delivery.deliver(message, to: TargetAddress(kind: .discord, address: base.appending(path: "api/webhooks/1/secret"), token: nil))
            try await delivery.deliver(message, to: TargetAddress(kind: .gotify, address: base.appending(path: "gotify"), token: "AppToken"))
            try await delivery.deliver(message, to: TargetAddress(kind: .apprise, address: base.appending(path: "notify/watchlist"), token: nil))
            try await delivery.deliver(message, to: TargetAddress(kind: .webhook, address: base.appending(path: "hook"), token: nil))
            let received = log.all
            #expect(received.map(\.path) == ["/", "/api/webhooks/1/secret", "/gotify/message", "/notify/watchlist", "/hook"])
            #expect(received.allSatisfy { $0.headers["content-type"] == "application/json" })
            #expect(received[0].body["topic"] as? String == "shows" && received[0].body["title"] as? String == message.title)
            #expect(received[0].headers["authorization"] == "Bearer tk_abc")
            #expect(received[1].body["content"] as? String == "**\(message.title)**\n\(message.body)")
            #expect(received[2].headers["x-gotify-key"] == "AppToken" && received[2].body["message"] as? String == message.body)
            #expect(received[3].body["body"] as? String == message.body && received[3].body["type"] as? String == "info")
            #expect(received[4].body["event"] as? String == "episode.aired")
        }
    }

    @Test func aServiceThatRefusesIsAFailureNamingItsHostAndNotItsSecretPath() async throws {
        let message = message
        let delivery = delivery
        try await withStandIn(status: 429) { base, _ in
            await #expect {
                try await delivery.deliver(message, to: TargetAddress(kind: .discord, address: base.appending(path: "api/webhooks/1/secret"), token: nil))
            } throws: { error in
                guard case NotificationError.deliveryFailed(let reason) = error else { return false }
                return reason == "127.0.0.1 answered 429" && !reason.contains("secret")
            }
        }
    }

    @Test func loopbackAndPrivateAddressesNeedTheOperatorsLeave() async throws {
        let listed = HTTPMessageDelivery(http: CurlHTTPClient(), reach: NotificationReach(try OutboundPolicy(list: "192.168.1.0/24,ntfy.lan")), timeout: .seconds(5))
        #expect(throws: Never.self) { try listed.check(NewTarget(kind: .ntfy, address: try #require(URL(string: "http://192.168.1.10/shows")))) }
        #expect(throws: NotificationError.self) { try listed.check(NewTarget(kind: .ntfy, address: try #require(URL(string: "http://192.168.2.10/shows")))) }
        #expect(throws: NotificationError.self, "loopback only when listed") {
            try listed.check(NewTarget(kind: .ntfy, address: try #require(URL(string: "http://127.0.0.1/shows"))))
        }
        let message = message
        let strict = HTTPMessageDelivery(http: CurlHTTPClient(), reach: NotificationReach(.publicOnly), timeout: .seconds(5))
        try await withStandIn { base, log in
            await #expect {
                try await strict.deliver(message, to: TargetAddress(kind: .webhook, address: base.appending(path: "hook"), token: nil))
            } throws: { error in
                guard case NotificationError.deliveryFailed(let reason) = error else { return false }
                return reason == "127.0.0.1 leads to this machine (loopback), which the server's outbound rules do not allow"
            }
            #expect(log.all.isEmpty, "nothing reached the stand-in")
        }
        let local = NewTarget(kind: .ntfy, address: try #require(URL(string: "http://192.168.1.10/shows")))
        #expect(throws: NotificationError.self) { try strict.check(local) }
        #expect(throws: Never.self) { try delivery.check(local) }
        for address in ["http://169.254.169.254/latest", "http://[fe80::1]/x", "http://metadata.google.internal/x", "http://0.0.0.0/x"] {
            let metadata = NewTarget(kind: .webhook, address: try #require(URL(string: address)))
            #expect(throws: NotificationError.self, "\(address)") { try delivery.check(metadata) }
        }
        #expect(throws: NotificationError.self) { try delivery.check(NewTarget(kind: .gotify, address: try #require(URL(string: "https://gotify.example.org")))) }
        #expect(throws: NotificationError.self) { try delivery.check(NewTarget(kind: .webhook, address: try #require(URL(string: "https://user:pass@example.org/x")))) }
        #expect(throws: NotificationError.self) { try delivery.check(NewTarget(kind: .webhook, address: try #require(URL(string: "ftp://example.org/x")))) }
    }

    /// What sending refuses, adding refuses, in the same words: a loopback address in each
    /// form a connection resolves was accepted by `add` and refused only when sent.
    @Test(arguments: ["http://2130706433/", "http://127.1/", "http://0x7f000001/", "http://[::ffff:127.0.0.1]/"])
    func aLoopbackAddressInAnyFormIsRefusedWhenAddedAsWhenSent(address: String) async throws {
        let message = message
        let strict = HTTPMessageDelivery(http: CurlHTTPClient(), reach: NotificationReach(.publicOnly), timeout: .seconds(5))
        let target = NewTarget(kind: .webhook, address: try #require(URL(string: address)))
        let added: String
        do {
            try strict.check(target)
            Issue.record("\(address) was accepted")
            return
        } catch NotificationError.notAllowed(let reason) {
            added = reason
        }
        #expect(added.hasSuffix("leads to this machine (loopback), which the server's outbound rules do not allow"), "\(added)")
        await #expect {
            try await strict.deliver(message, to: TargetAddress(kind: .webhook, address: target.address, token: nil))
        } throws: { error in
            guard case NotificationError.deliveryFailed(let reason) = error else { return false }
            return reason == added
        }
    }
}
