import ArgumentParser
import CommandInjection
import Foundation

/// The option of `scrobbling-dev`, accepted anywhere on the command line: the time the events
/// arrive, so that an event without a time of its own reads the same on every run.
struct ScrobblingDevWiring: WiringOptions {
    @Option(help: ArgumentHelp("When the events arrive, in ISO 8601 (default: now).", valueName: "time"))
    var receivedAt: String?

    init() {}
}
