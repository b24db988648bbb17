import Networking

/// Where `watchlist-server`'s outbound rules come from: `--allow-outbound`, else
/// `$WATCHLIST_ALLOW_OUTBOUND`, else public addresses only. The switches that once opened
/// every private network to every profile stop the start, so that no operator believes them
/// still read.
enum OutboundRules {
    static let variable = "WATCHLIST_ALLOW_OUTBOUND"
    /// The variables of earlier versions, each of which opened every private network.
    static let retiredVariables = ["WATCHLIST_NOTIFY_PRIVATE_NETWORKS", "WATCHLIST_BACKFILL_PRIVATE_NETWORKS"]

    /// The rules the option or the environment gives.
    /// - Throws: ``OutboundRulesError`` for a list that cannot be read or a retired variable.
    static func chosen(_ option: String?, environment: [String: String]) throws(OutboundRulesError) -> OutboundPolicy {
        if let retired = retiredVariables.first(where: { environment[$0] != nil }) { throw .retired(variable: retired) }
        guard let list = option ?? environment[variable] else { return .publicOnly }
        do {
            return try OutboundPolicy(list: list)
        } catch {
            throw .unreadable(error, fromVariable: option == nil)
        }
    }
}

/// Why the outbound rules cannot be taken.
enum OutboundRulesError: Error, Equatable, CustomStringConvertible {
    /// A variable of an earlier version is set.
    case retired(variable: String)
    /// The list cannot be read.
    case unreadable(OutboundPolicyError, fromVariable: Bool)

    var description: String {
        switch self {
        case .retired(let variable):
            "\(variable) is no longer read: it let every profile reach every private network"
        case .unreadable(let error, let fromVariable):
            "\(fromVariable ? "$\(OutboundRules.variable)" : "--allow-outbound"): \(error)"
        }
    }
}
