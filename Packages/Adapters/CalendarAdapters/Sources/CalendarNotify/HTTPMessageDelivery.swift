import CalendarInterface
import CalendarPorts
import Foundation
import Networking

/// ``MessageDelivery`` over the Networking kit, in each service's documented shape (see
/// ``ServiceRequests``), under the operator's outbound rules: link-local and cloud-metadata
/// addresses never, loopback and private networks only where the operator lists them
/// (``NotificationReach``). The rules are checked on every connection, after DNS and after
/// each redirect, so a name that resolves to a private address is refused too.
public struct HTTPMessageDelivery: MessageDelivery {
    private let http: any HTTPClient
    private let reach: NotificationReach
    private let timeout: Duration

    /// Delivers through `http`, each request waiting at most `timeout`.
    public init(http: any HTTPClient, reach: NotificationReach, timeout: Duration = .seconds(15)) {
        self.http = http
        self.reach = reach
        self.timeout = timeout
    }

    public func check(_ target: NewTarget) throws {
        let address = target.address
        guard address.scheme == "http" || address.scheme == "https", let host = address.host(), !host.isEmpty else {
            throw NotificationError.invalidTarget("a target's address must be an http or https URL with a host, such as https://ntfy.sh/my-shows")
        }
        guard address.user == nil, address.password == nil else {
            throw NotificationError.invalidTarget("a target's address may not hold a user name or password; give a token with --token-stdin instead")
        }
        if target.kind == .ntfy && address.path().split(separator: "/").isEmpty {
            throw NotificationError.invalidTarget("an ntfy address names its topic, such as https://ntfy.sh/my-shows")
        }
        if target.kind.needsToken && (target.token ?? "").isEmpty {
            throw NotificationError.invalidTarget("\(target.kind.rawValue) needs its application's token")
        }
        if let token = target.token, token.isEmpty || token.count > 512 || token.contains(where: { $0.isNewline || $0.isWhitespace }) {
            throw NotificationError.invalidTarget("a token is one word of at most 512 characters")
        }
        if let refusal = reach.refusal(ofLiteral: host) { throw NotificationError.notAllowed(refusal) }
    }

    public func deliver(_ message: Message, to target: TargetAddress) async throws {
        var request = try ServiceRequests.request(for: message, to: target)
        request.timeout = timeout
        request.reach = reach.requestReach
        let response: HTTPResponse
        do {
            response = try await http.send(request)
        } catch {
            throw NotificationError.deliveryFailed(Self.reason(error, host: target.address.host() ?? "the target"))
        }
        guard (200..<300).contains(response.statusCode) else {
            let retry = response.header("Retry-After").map { ", asking to wait \($0) s" } ?? ""
            throw NotificationError.deliveryFailed("\(target.address.host() ?? "the target") answered \(response.statusCode)\(retry)")
        }
    }

    /// What went wrong, without the address's path, which may be the secret.
    static func reason(_ error: HTTPClientError, host: String) -> String {
        switch error {
        case .timedOut(_, let after): "\(host) did not answer within \(HTTPClientError.seconds(after)) s"
        case .unreachable(_, let reason): "\(host) could not be reached: \(reason)"
        case .transport(_, let reason): "the request to \(host) failed: \(reason)"
        case .refused(_, let reason): reason
        }
    }
}
