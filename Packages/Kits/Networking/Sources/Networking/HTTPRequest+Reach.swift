internal import CCurlTransfer

extension HTTPRequest.Reach {
    /// Why this reach refuses `host` when it is a numeric address, in any form a connection
    /// resolves (`127.1`, `2130706433`, `0x7f000001`, `[::ffff:127.0.0.1]`), in the words a
    /// refused connection gives; nil when it allows it, or when `host` is a name, which only
    /// the connection can check (after DNS, and after each redirect). Lets an address be
    /// refused when it is given, not only when it is first reached.
    public func refusal(ofHost host: String) -> String? {
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        var message = [CChar](repeating: 0, count: 256)
        guard curl_transfer_refuses_numeric_host(bare, restriction, &message, message.count) != 0 else { return nil }
        return String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The reach as the C side names it.
    var restriction: curl_transfer_reach {
        switch self {
        case .anywhere: curl_transfer_anywhere
        case .publicOnly: curl_transfer_public
        case .publicAndPrivate: curl_transfer_public_and_private
        }
    }
}
