internal import CCurlTransfer

/// The operator's rules for requests to addresses that someone else gave (a notification's
/// target, a media server to read, an image a service named): public addresses always;
/// private ones only on the networks listed, or for the hosts listed by name; loopback only on
/// a listed network (or `localhost`, which stands for 127.0.0.0/8 and ::1); link-local,
/// metadata and reserved addresses never, whatever is listed.
public struct OutboundPolicy: Sendable, Equatable, CustomStringConvertible {
    /// The host names listed, lower-cased, without a trailing dot.
    public let hosts: Set<String>
    /// The networks listed, as written (`192.168.1.0/24`, `fd00::/8`, `10.0.0.7`).
    public let networks: [String]

    /// Public addresses only: what nothing listed allows.
    public static let publicOnly = OutboundPolicy(checkedHosts: [], networks: [])

    /// Every network, loopback and private ones included (link-local and metadata addresses
    /// still never): for requests a person makes from their own machine to addresses they gave.
    public static let everyNetwork = OutboundPolicy(checkedHosts: [], networks: ["0.0.0.0/0", "::/0"])

    private init(checkedHosts hosts: Set<String>, networks: [String]) {
        self.hosts = hosts
        self.networks = networks
    }

    /// The policy a list such as `nas.lan,192.168.1.0/24,localhost` gives: entries separated
    /// by commas (or spaces), each a host name, an address or a network.
    /// - Throws: ``OutboundPolicyError`` naming the first entry that is none of these.
    public init(list: String) throws(OutboundPolicyError) {
        var hosts: Set<String> = []
        var networks: [String] = []
        for entry in list.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init) {
            let bare = entry.hasPrefix("[") && entry.hasSuffix("]") ? String(entry.dropFirst().dropLast()) : entry
            if curl_transfer_network_is_valid(bare) != 0 {
                networks.append(bare)
            } else if bare.lowercased() == "localhost" {
                networks += ["127.0.0.0/8", "::1"]
            } else if let name = Self.hostName(bare) {
                hosts.insert(name)
            } else {
                throw .unreadable(entry: entry)
            }
        }
        guard networks.count <= 64 else { throw .tooManyNetworks(count: networks.count) }
        self.init(checkedHosts: hosts, networks: networks)
    }

    /// Whether the operator listed `host` by name.
    public func lists(host: String) -> Bool {
        Self.hostName(host).map(hosts.contains) ?? false
    }

    /// The list as the operator would write it.
    public var description: String {
        let entries = hosts.sorted() + networks
        return entries.isEmpty ? "public addresses only" : entries.joined(separator: ",")
    }

    /// `text` as a host name (letters, digits, hyphens and dots, lower-cased, no trailing
    /// dot); nil when it is not one.
    static func hostName(_ text: String) -> String? {
        let name = text.hasSuffix(".") ? String(text.dropLast()) : text
        let labels = name.lowercased().split(separator: ".", omittingEmptySubsequences: false)
        let readable = !labels.isEmpty && labels.allSatisfy { label in
            !label.isEmpty && label.count <= 63 && !label.hasPrefix("-") && !label.hasSuffix("-")
                && label.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" || $0 == "_" }
        }
        return readable ? labels.joined(separator: ".") : nil
    }
}

/// Why an outbound list cannot be read.
public enum OutboundPolicyError: Error, Equatable, CustomStringConvertible {
    /// An entry is neither a host name, an address nor a network.
    case unreadable(entry: String)
    /// More networks than a transfer checks.
    case tooManyNetworks(count: Int)

    public var description: String {
        switch self {
        case .unreadable(let entry):
            "\(entry) is not a host name, an address or a network; write nas.lan, 192.168.1.20, 192.168.1.0/24 or fd00::/8"
        case .tooManyNetworks(let count):
            "\(count) networks are listed, and at most 64 are checked; list wider networks (192.168.0.0/16)"
        }
    }
}
