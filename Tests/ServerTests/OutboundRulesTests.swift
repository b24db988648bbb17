import Networking
import Testing
@testable import ServerApp

@Suite struct OutboundRulesTests {
    /// The rules come from `--allow-outbound` or its variable; the switches that opened every
    /// private network stop the start, and a list that cannot be read says how to write one.
    @Test func theOutboundRulesAreTheOperatorsListAndTheOldSwitchesStopTheStart() throws {
        #expect(try OutboundRules.chosen(nil, environment: [:]) == .publicOnly)
        #expect(try OutboundRules.chosen(nil, environment: ["WATCHLIST_ALLOW_OUTBOUND": "nas.lan"]).hosts == ["nas.lan"])
        #expect(try OutboundRules.chosen("10.0.0.0/8", environment: ["WATCHLIST_ALLOW_OUTBOUND": "nas.lan"]).networks == ["10.0.0.0/8"], "the option wins")
        for variable in ["WATCHLIST_NOTIFY_PRIVATE_NETWORKS", "WATCHLIST_BACKFILL_PRIVATE_NETWORKS"] {
            #expect(throws: OutboundRulesError.retired(variable: variable)) { try OutboundRules.chosen(nil, environment: [variable: "1"]) }
        }
        #expect(throws: OutboundRulesError.unreadable(.unreadable(entry: "http://nas.lan"), fromVariable: false)) {
            try OutboundRules.chosen("http://nas.lan", environment: [:])
        }
    }
}
