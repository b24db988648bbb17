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

    @Test func aRestrictedReachRefusesLoopbackUnlessItsNetworkIsListed() async throws {
        let (allowed, refused) = try await LoopbackServer.with(handler: { _ in FlyingFox.HTTPResponse(statusCode: .ok, body: Data("here".utf8)) }) { baseURL in
            let allowed = try await CurlHTTPClient().send(Networking.HTTPRequest(url: baseURL, reach: .restricted(try OutboundPolicy(list: "127.0.0.0/8"))))
            var refused: HTTPClientError?
            do {
                _ = try await CurlHTTPClient().send(Networking.HTTPRequest(url: baseURL, reach: .publicOnly))
            } catch {
                refused = error as? HTTPClientError
            }
            return (allowed, refused)
        }
        #expect(allowed.statusCode == 200)
        guard case .refused(_, let reason) = refused else {
            Issue.record("expected the loopback address refused, got \(String(describing: refused))")
            return
        }
        #expect(reason == "127.0.0.1 leads to this machine (loopback), which the server's outbound rules do not allow")
    }

    /// A host listed by name may lead to a private network, never to loopback: the operator's
    /// `nas.lan` does not open this machine.
    @Test func aListedNameReachesPrivateNetworksButNotLoopback() async throws {
        let policy = try OutboundPolicy(list: "localhost.localdomain,nas.lan")
        #expect(policy.lists(host: "NAS.lan."))
        #expect(!policy.lists(host: "other.lan"))
        let refused = try await LoopbackServer.with(handler: { _ in FlyingFox.HTTPResponse(statusCode: .ok) }) { baseURL -> HTTPClientError? in
            var components = try #require(URLComponents(url: baseURL, resolvingAgainstBaseURL: false))
            components.host = "localhost"
            let named = try #require(components.url)
            do {
                _ = try await CurlHTTPClient().send(Networking.HTTPRequest(url: named, timeout: .seconds(2), reach: .restricted(try OutboundPolicy(list: "localhost.lan"))))
                return nil
            } catch {
                return error as? HTTPClientError
            }
        }
        guard case .refused(_, let reason) = refused else {
            Issue.record("expected localhost refused, got \(String(describing: refused))")
            return
        }
        #expect(reason == "localhost leads to this machine (loopback), which the server's outbound rules do not allow", "the name, not its address")
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
        let everything = try OutboundPolicy(list: "0.0.0.0/0,::/0,localhost")
        await #expect {
            _ = try await CurlHTTPClient().send(Networking.HTTPRequest(url: url, timeout: .seconds(2), reach: .restricted(everything)))
        } throws: { error in
            guard case .refused(_, let reason) = error as? HTTPClientError else { return false }
            return reason.contains("which is never reached")
        }
    }

    @Test func aRedirectToAMetadataAddressIsRefusedAtTheConnection() async throws {
        let refused = try await LoopbackServer.with(handler: { _ in
            FlyingFox.HTTPResponse(statusCode: .found, headers: [.location: "http://169.254.169.254/latest/meta-data/"])
        }) { baseURL -> HTTPClientError? in
            do {
                _ = try await CurlHTTPClient().send(Networking.HTTPRequest(url: baseURL, timeout: .seconds(2), reach: .restricted(try OutboundPolicy(list: "127.0.0.1"))))
                return nil
            } catch {
                return error as? HTTPClientError
            }
        }
        guard case .refused(_, let reason) = refused else {
            Issue.record("expected the redirect refused, got \(String(describing: refused))")
            return
        }
        #expect(reason.hasPrefix("169.254.169.254 leads to a link-local"), "\(reason)")
    }

    /// A redirect to another host (here the same server under another name) carries none of
    /// the request's own headers, which may hold a secret; one on the same host keeps them.
    @Test func aRedirectToAnotherHostCarriesNoSecretHeader() async throws {
        let seen = Seen()
        let response = try await LoopbackServer.with(handler: { request in
            await seen.add(request.path, request.headers[HTTPHeader("X-Plex-Token")] ?? "none", request.headers[HTTPHeader("Accept")] ?? "none")
            switch request.path {
            case "/first": return FlyingFox.HTTPResponse(statusCode: .temporaryRedirect, headers: [.location: "/second"])
            case "/second":
                let port = request.headers[.host]?.split(separator: ":").last ?? ""
                return FlyingFox.HTTPResponse(statusCode: .found, headers: [.location: "http://localhost:\(port)/third"])
            default: return FlyingFox.HTTPResponse(statusCode: .ok, body: Data("end".utf8))
            }
        }) { baseURL in
            try await CurlHTTPClient().send(Networking.HTTPRequest(
                url: baseURL.appending(path: "first"), headers: ["X-Plex-Token": "secret", "Accept": "application/json"]
            ))
        }
        #expect(String(decoding: response.body, as: UTF8.self) == "end")
        #expect(await seen.all == [["/first", "secret", "application/json"], ["/second", "secret", "application/json"], ["/third", "none", "application/json"]])
    }

    /// What a test server saw, request by request.
    private actor Seen {
        var all: [[String]] = []
        func add(_ values: String...) { all.append(values) }
    }

    @Test func httpsNeverLeadsToHTTP() throws {
        let request = Networking.HTTPRequest(url: try #require(URL(string: "https://media.example/a")), headers: ["X-Emby-Token": "secret"])
        let answer = Networking.HTTPResponse(statusCode: 301, headers: ["Location": "http://media.example/b"])
        #expect(throws: HTTPClientError.transport(
            url: request.url, reason: "it redirects from https to http (http://media.example/b), which is not followed"
        )) { try CurlHTTPClient.redirect(of: request, answered: answer, original: request) }
    }

    @Test func aPostRedirectedBy303BecomesAGetWithoutItsBody() throws {
        let request = Networking.HTTPRequest(method: "POST", url: try #require(URL(string: "http://a.example/x")), headers: ["Content-Type": "text/plain"], body: Data("hi".utf8))
        let next = try #require(try CurlHTTPClient.redirect(of: request, answered: Networking.HTTPResponse(statusCode: 303, headers: ["Location": "/y"]), original: request))
        #expect(next.method == "GET" && next.body == nil && next.headers.isEmpty && next.url.absoluteString == "http://a.example/y")
        let kept = try #require(try CurlHTTPClient.redirect(of: request, answered: Networking.HTTPResponse(statusCode: 307, headers: ["Location": "/y"]), original: request))
        #expect(kept.method == "POST" && kept.body == Data("hi".utf8))
    }

    @Test func tooManyRedirectsEndTheRequest() async throws {
        let error = try await LoopbackServer.with(handler: { _ in
            FlyingFox.HTTPResponse(statusCode: .found, headers: [.location: "/again"])
        }) { baseURL -> HTTPClientError? in
            do {
                _ = try await CurlHTTPClient().send(Networking.HTTPRequest(url: baseURL))
                return nil
            } catch {
                return error as? HTTPClientError
            }
        }
        guard case .transport(_, let reason) = error else {
            Issue.record("expected too many redirects, got \(String(describing: error))")
            return
        }
        #expect(reason == "it redirects more than 5 times")
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
        #expect(refusal.hasPrefix("\(host) leads to "), "the host as given: \(refusal)")
        #expect(refusal.hasSuffix("which the server's outbound rules do not allow"), "\(refusal)")
        let listed = try OutboundPolicy(list: address)
        #expect(HTTPRequest.Reach.restricted(listed).refusal(ofHost: host) == nil, "its own address listed")
        #expect(HTTPRequest.Reach.anywhere.refusal(ofHost: host) == nil)
    }

    @Test(arguments: [
        "169.254.169.254", "2852039166", "[::ffff:169.254.169.254]", "0.0.0.0", "0", "[fe80::1]", "[::]",
        "192.0.0.1", "192.0.0.170", "[64:ff9b::a9fe:a9fe]", "[2002:a9fe:a9fe::]", "[::169.254.169.254]", "[64:ff9b:1:a9fe:a9:fe00::]",
    ])
    func aLinkLocalOrReservedAddressInAnyFormIsNeverAllowed(host: String) throws {
        for reach in [HTTPRequest.Reach.publicOnly, .restricted(try OutboundPolicy(list: "0.0.0.0/0,::/0,localhost"))] {
            let refusal = try #require(reach.refusal(ofHost: host), "\(host)")
            #expect(refusal == "\(host) leads to a link-local, metadata or reserved address, which is never reached", "\(refusal)")
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
            guard case .refused(let refused, let reason) = error as? HTTPClientError else { return false }
            return reason == "\(refused.host ?? "") leads to this machine (loopback), which the server's outbound rules do not allow"
        }
    }
}

@Suite struct OutboundPolicyTests {
    @Test func aListReadsNamesAddressesAndNetworks() throws {
        let policy = try OutboundPolicy(list: "nas.lan, 192.168.1.0/24,[fd00::1],Jellyfin.Home.,localhost")
        #expect(policy.hosts == ["nas.lan", "jellyfin.home"])
        #expect(policy.networks == ["192.168.1.0/24", "fd00::1", "127.0.0.0/8", "::1"])
        #expect(HTTPRequest.Reach.restricted(policy).refusal(ofHost: "192.168.1.77") == nil)
        #expect(HTTPRequest.Reach.restricted(policy).refusal(ofHost: "192.168.2.1") != nil)
        #expect(HTTPRequest.Reach.restricted(policy).refusal(ofHost: "127.0.0.1") == nil)
        #expect(try OutboundPolicy(list: "").description == "public addresses only")
    }

    @Test(arguments: ["192.168.1.0/33", "10.0.0.0/x", "http://nas.lan", "nas lan/8", "-bad.lan", "a..b", "::1/129"])
    func anEntryThatIsNoHostAddressOrNetworkIsRefused(entry: String) {
        #expect(throws: OutboundPolicyError.self) { try OutboundPolicy(list: entry) }
    }

    /// Property: an address inside a listed network of 10/8 is allowed, one just outside it
    /// (still private) is refused, for every prefix length.
    @Test(arguments: Array(9...30))
    func aNetworkAllowsExactlyItsAddresses(prefix: Int) throws {
        let base: UInt32 = 0x0A00_0000 // 10.0.0.0
        let size = UInt32(1) << UInt32(32 - prefix)
        let reach = HTTPRequest.Reach.restricted(try OutboundPolicy(list: "10.0.0.0/\(prefix)"))
        func dotted(_ value: UInt32) -> String { [24, 16, 8, 0].map { String((value >> UInt32($0)) & 0xFF) }.joined(separator: ".") }
        #expect(reach.refusal(ofHost: dotted(base)) == nil)
        #expect(reach.refusal(ofHost: dotted(base + size - 1)) == nil)
        #expect(reach.refusal(ofHost: dotted(base + size)) != nil, "\(dotted(base + size)) is outside /\(prefix)")
    }
}
