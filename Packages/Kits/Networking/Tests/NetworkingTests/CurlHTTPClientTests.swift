import FlyingFox
import Foundation
import TestRequirements
import Testing
@testable import Networking

@Suite struct CurlHTTPClientTests {
    @Test func sendsHeadersAndReturnsStatusHeadersAndBody() async throws {
        let response = try await LoopbackServer.with(handler: { request in
            let authorization = request.headers[.authorization] ?? "none"
            return FlyingFox.HTTPResponse(
                statusCode: .ok,
                headers: [.contentType: "text/plain", HTTPHeader("X-Echo"): authorization],
                body: Data("hello \(request.path)".utf8)
            )
        }) { baseURL in
            try await CurlHTTPClient().send(Networking.HTTPRequest(
                url: baseURL.appending(path: "greeting"),
                headers: ["Authorization": "Bearer secret"]
            ))
        }
        #expect(response.statusCode == 200)
        #expect(response.header("x-echo") == "Bearer secret")
        #expect(String(decoding: response.body, as: UTF8.self) == "hello /greeting")
    }

    @Test func errorStatusesAreResponsesNotErrors() async throws {
        let response = try await LoopbackServer.with(handler: { _ in
            FlyingFox.HTTPResponse(statusCode: .serviceUnavailable, headers: [HTTPHeader("Retry-After"): "2"])
        }) { baseURL in
            try await CurlHTTPClient().send(Networking.HTTPRequest(url: baseURL))
        }
        #expect(response.statusCode == 503)
        #expect(response.header("Retry-After") == "2")
    }

    @Test(arguments: [(Duration.seconds(1), "within 1 s"), (.milliseconds(500), "within 0.5 s")])
    func aSlowServerTimesOutWhenTheTimeoutSays(timeout: Duration, message: String) async throws {
        let started = ContinuousClock.now
        let error = try await LoopbackServer.with(handler: { _ in
            try await Task.sleep(for: .seconds(3))
            return FlyingFox.HTTPResponse(statusCode: .ok)
        }) { baseURL in
            await #expect(throws: HTTPClientError.self) {
                try await CurlHTTPClient().send(Networking.HTTPRequest(url: baseURL, timeout: timeout))
            }
        }
        guard case .timedOut = error else {
            Issue.record("expected a timeout, got \(String(describing: error))")
            return
        }
        #expect(error?.description.contains(message) == true, "\(String(describing: error))")
        let elapsed = ContinuousClock.now - started
        #expect(elapsed >= timeout * 0.8 && elapsed < .milliseconds(2500), "gave up after \(elapsed)")
    }

    @Test func aClosedPortIsUnreachable() async throws {
        // Port 1 on loopback has no listener: the connection is refused at once.
        let url = URL(string: "http://127.0.0.1:1/")!
        let error = await #expect(throws: HTTPClientError.self) {
            try await CurlHTTPClient().send(Networking.HTTPRequest(url: url))
        }
        guard case .unreachable(let failedURL, _) = error else {
            Issue.record("expected unreachable, got \(String(describing: error))")
            return
        }
        #expect(failedURL == url)
        #expect(error?.description.contains("127.0.0.1:1") == true)
    }

    @Test func aBodyOverTheLimitIsAnErrorNotATruncatedAnswer() async throws {
        let error = try await LoopbackServer.with(handler: { _ in
            FlyingFox.HTTPResponse(statusCode: .ok, body: Data(repeating: 0x61, count: CurlHTTPClient.maximumBodyBytes + 1))
        }) { baseURL in
            await #expect(throws: HTTPClientError.self) {
                try await CurlHTTPClient().send(Networking.HTTPRequest(url: baseURL))
            }
        }
        guard case .transport(_, let reason) = error else {
            Issue.record("expected a transport error, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("larger than 8 MiB"), "\(reason)")
    }

    @Test func aBodyAtTheLimitArrivesWhole() async throws {
        let response = try await LoopbackServer.with(handler: { _ in
            FlyingFox.HTTPResponse(statusCode: .ok, body: Data(repeating: 0x62, count: CurlHTTPClient.maximumBodyBytes))
        }) { baseURL in
            try await CurlHTTPClient().send(Networking.HTTPRequest(url: baseURL))
        }
        #expect(response.body.count == CurlHTTPClient.maximumBodyBytes)
        #expect(response.body.allSatisfy { $0 == 0x62 })
    }

    @Test func cancellingTheTaskStopsTheRequestAtOnce() async throws {
        let started = ContinuousClock.now
        let error = try await LoopbackServer.with(handler: { _ in
            try await Task.sleep(for: .seconds(5))
            return FlyingFox.HTTPResponse(statusCode: .ok)
        }) { baseURL in
            let request = Task {
                try await CurlHTTPClient().send(Networking.HTTPRequest(url: baseURL, timeout: .seconds(10)))
            }
            try await Task.sleep(for: .milliseconds(200))
            request.cancel()
            let result = await request.result
            guard case .failure(let error) = result else { return nil as HTTPClientError? }
            return error as? HTTPClientError
        }
        guard case .transport(_, let reason) = error else {
            Issue.record("expected a cancelled transfer, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("cancelled"))
        let elapsed = ContinuousClock.now - started
        #expect(elapsed < .seconds(3), "stopped after \(elapsed)")
    }

    @Test func aRedirectIsFollowedAndOnlyTheLastAnswersHeadersAreKept() async throws {
        let response = try await LoopbackServer.with(handler: { request in
            if request.path == "/old" {
                return FlyingFox.HTTPResponse(statusCode: .movedPermanently, headers: [.location: "/new", HTTPHeader("X-Hop"): "first"])
            }
            return FlyingFox.HTTPResponse(statusCode: .ok, headers: [HTTPHeader("X-Final"): "yes"], body: Data("moved".utf8))
        }) { baseURL in
            try await CurlHTTPClient().send(Networking.HTTPRequest(url: baseURL.appending(path: "old")))
        }
        #expect(response.statusCode == 200)
        #expect(response.header("X-Final") == "yes")
        #expect(response.header("X-Hop") == nil)
        #expect(String(decoding: response.body, as: UTF8.self) == "moved")
    }

    @Test func aRestrictedReachRefusesLoopbackUnlessPrivateNetworksAreAllowed() async throws {
        let (allowed, refused) = try await LoopbackServer.with(handler: { _ in FlyingFox.HTTPResponse(statusCode: .ok, body: Data("here".utf8)) }) { baseURL in
            let allowed = try await CurlHTTPClient().send(Networking.HTTPRequest(url: baseURL, reach: .publicAndPrivate))
            var refused: HTTPClientError?
            do {
                _ = try await CurlHTTPClient().send(Networking.HTTPRequest(url: baseURL, reach: .publicOnly))
            } catch {
                refused = error as? HTTPClientError
            }
            return (allowed, refused)
        }
        #expect(allowed.statusCode == 200)
        guard case .unreachable(_, let reason) = refused else {
            Issue.record("expected the loopback address refused, got \(String(describing: refused))")
            return
        }
        #expect(reason.contains("127.0.0.1 is a private or loopback address"), "\(reason)")
    }

    @Test(arguments: ["http://169.254.169.254/latest/meta-data/", "http://0.0.0.0:9/"])
    func linkLocalMetadataAndUnspecifiedAddressesAreNeverReached(address: String) async throws {
        try await Self.expectNeverReached(address)
    }

    /// The metadata address written as IPv6 (IPv4-mapped). The refusal comes from the address
    /// check when libcurl opens the socket, so it shows only where the machine opens IPv6
    /// sockets; elsewhere the request fails earlier, for another reason.
    @Test(.requires(.ipv6)) func theMetadataAddressWrittenAsIPv6IsNeverReached() async throws {
        try await Self.expectNeverReached("http://[::ffff:169.254.169.254]/")
    }

    private static func expectNeverReached(_ address: String) async throws {
        let url = try #require(URL(string: address))
        await #expect {
            _ = try await CurlHTTPClient().send(Networking.HTTPRequest(url: url, timeout: .seconds(2), reach: .publicAndPrivate))
        } throws: { error in
            guard case .unreachable(_, let reason) = error as? HTTPClientError else { return false }
            return reason.contains("which is never reached")
        }
    }

    @Test func aRedirectToAMetadataAddressIsRefusedAtTheConnection() async throws {
        let refused = try await LoopbackServer.with(handler: { _ in
            FlyingFox.HTTPResponse(statusCode: .found, headers: [.location: "http://169.254.169.254/latest/meta-data/"])
        }) { baseURL -> HTTPClientError? in
            do {
                _ = try await CurlHTTPClient().send(Networking.HTTPRequest(url: baseURL, timeout: .seconds(2), reach: .publicAndPrivate))
                return nil
            } catch {
                return error as? HTTPClientError
            }
        }
        guard case .unreachable(_, let reason) = refused else {
            Issue.record("expected the redirect refused, got \(String(describing: refused))")
            return
        }
        #expect(reason.hasPrefix("169.254.169.254 is a link-local"), "\(reason)")
    }

    @Test func aHeaderWithALineBreakIsRefusedBeforeAnythingIsSent() async throws {
        let url = try #require(URL(string: "http://127.0.0.1:1/"))
        let error = await #expect(throws: HTTPClientError.self) {
            try await CurlHTTPClient().send(Networking.HTTPRequest(url: url, headers: ["Authorization": "Bearer a\r\nX-Injected: 1"]))
        }
        guard case .transport(_, let reason) = error else {
            Issue.record("expected a refused header, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("Authorization"))
    }

    @Test func headerLinesAreSplitAtTheFirstColonAndTrimmed() {
        let headers = CurlHTTPClient.headers(in: "HTTP/1.1 200 OK\r\nContent-Type:  text/plain \r\nX-Time: 12:30\r\nx-time: later\r\n\r\n")
        #expect(headers == ["content-type": "text/plain", "x-time": "12:30"])
    }

    @Test(arguments: [(Duration.milliseconds(500), 500), (.seconds(10), 10_000), (.nanoseconds(1), 1), (.zero, 1)])
    func timeoutsBecomeWholeMillisecondsAndNeverZero(duration: Duration, expected: Int) {
        #expect(CurlHTTPClient.milliseconds(duration) == expected)
    }

    @Test func onlyHTTPAndHTTPSAreFetched() async throws {
        let url = try #require(URL(string: "file:///etc/hostname"))
        let error = await #expect(throws: HTTPClientError.self) { try await CurlHTTPClient().send(Networking.HTTPRequest(url: url)) }
        guard case .transport = error else {
            Issue.record("expected the file URL to be refused, got \(String(describing: error))")
            return
        }
    }

    /// Every form of a numeric address that a connection resolves is refused before one is
    /// made, in the connection's own words; a name is left to the connection.
    @Test(arguments: [
        ("127.0.0.1", "127.0.0.1"), ("2130706433", "127.0.0.1"), ("127.1", "127.0.0.1"), ("0x7f000001", "127.0.0.1"), ("0177.0.0.1", "127.0.0.1"),
        ("[::ffff:127.0.0.1]", "::ffff:127.0.0.1"), ("[::1]", "::1"), ("10.1.2.3", "10.1.2.3"), ("192.168.0.10", "192.168.0.10"),
        // IPv6 forms that carry a private IPv4 address: the old compatible form, NAT64, 6to4.
        ("[::127.0.0.1]", "::127.0.0.1"), ("[::10.0.0.1]", "::10.0.0.1"), ("[64:ff9b::7f00:1]", "64:ff9b::7f00:1"),
        ("[64:ff9b::192.168.1.1]", "64:ff9b::c0a8:101"), ("[2002:c0a8:101::1]", "2002:c0a8:101::1"), ("[2002:7f00:1::]", "2002:7f00:1::"),
        ("[64:ff9b:1:808:8:808::]", "64:ff9b:1:808:8:808::"),
        // The old site-local IPv6 networks, and IPv4's benchmarking network.
        ("[fec0::1]", "fec0::1"), ("[feff::1]", "feff::1"), ("198.18.0.1", "198.18.0.1"), ("198.19.255.254", "198.19.255.254"),
    ])
    func aPrivateAddressInAnyFormIsRefusedAsTheConnectionRefusesIt(host: String, address: String) throws {
        let refusal = try #require(HTTPRequest.Reach.publicOnly.refusal(ofHost: host))
        #expect(refusal == "\(address) is a private or loopback address, which this server is not allowed to reach")
        #expect(HTTPRequest.Reach.publicAndPrivate.refusal(ofHost: host) == nil)
        #expect(HTTPRequest.Reach.anywhere.refusal(ofHost: host) == nil)
    }

    @Test(arguments: [
        "169.254.169.254", "2852039166", "[::ffff:169.254.169.254]", "0.0.0.0", "0", "[fe80::1]", "[::]",
        "192.0.0.1", "192.0.0.170", "[64:ff9b::a9fe:a9fe]", "[2002:a9fe:a9fe::]", "[::169.254.169.254]", "[64:ff9b:1:a9fe:a9:fe00::]",
    ])
    func aLinkLocalOrReservedAddressInAnyFormIsNeverAllowed(host: String) throws {
        for reach in [HTTPRequest.Reach.publicOnly, .publicAndPrivate] {
            let refusal = try #require(reach.refusal(ofHost: host), "\(host)")
            #expect(refusal.hasSuffix("is a link-local, metadata or reserved address, which is never reached"), "\(refusal)")
        }
    }

    @Test(arguments: [
        "ntfy.sh", "localhost", "8.8.8.8", "[2606:4700::1111]", "example.org.", "[64:ff9b::808:808]", "[2002:808:808::1]", "198.20.0.1",
        "192.0.1.1",
    ])
    func aNameOrAPublicAddressIsLeftToTheConnection(host: String) {
        #expect(HTTPRequest.Reach.publicOnly.refusal(ofHost: host) == nil)
    }

    /// The same numeric forms, sent: the connection refuses them with the words above.
    @Test(arguments: ["http://2130706433:9/", "http://127.1:9/", "http://0x7f000001:9/"])
    func theConnectionRefusesTheSameForms(address: String) async throws {
        let url = try #require(URL(string: address))
        await #expect {
            _ = try await CurlHTTPClient().send(Networking.HTTPRequest(url: url, timeout: .seconds(2), reach: .publicOnly))
        } throws: { error in
            guard case .unreachable(_, let reason) = error as? HTTPClientError else { return false }
            return reason == "127.0.0.1 is a private or loopback address, which this server is not allowed to reach"
        }
    }
}
