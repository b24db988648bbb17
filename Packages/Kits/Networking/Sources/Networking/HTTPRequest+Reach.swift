internal import CCurlTransfer

extension HTTPRequest.Reach {
    /// Why this reach refuses `host` when it is a numeric address, in any form a connection
    /// resolves (`127.1`, `2130706433`, `0x7f000001`, `[::ffff:127.0.0.1]`), in the words a
    /// refused connection gives; nil when it allows it, or when `host` is a name, which only
    /// the connection can check (after DNS, and after each redirect). Lets an address be
    /// refused when it is given, not only when it is first reached.
    public func refusal(ofHost host: String) -> String? {
        guard case .restricted(let policy) = self else { return nil }
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        let refused = curl_transfer_numeric_host_refusal(bare, policy.networks.joined(separator: ","), 0)
        return refused > 0 ? Self.refusal(host: host, class: refused) : nil
    }

    /// What a refusal of `host` says, for the class of address it led to: the host as the user
    /// gave it, never the address a name resolved to.
    static func refusal(host: String, class refused: Int32) -> String {
        switch curl_transfer_address(rawValue: UInt32(refused)) {
        case curl_transfer_never_address:
            "\(host) leads to a link-local, metadata or reserved address, which is never reached"
        case curl_transfer_loopback_address:
            "\(host) leads to this machine (loopback), which the server's outbound rules do not allow"
        default:
            "\(host) leads to a private network, which the server's outbound rules do not allow"
        }
    }
}
