import CommandInjection
import Networking
import Storage

/// What `watchlist` tells a person to do after an error, in its own commands and options.
/// The features' errors say what happened, and each feature advises on its own commands;
/// this adds what only this executable knows (`--timeout`, `remote`, the environment), and a
/// root test checks every command and option named here.
enum CLIErrorAdvice {
    static let advice = ErrorAdvice { error in
        own(error) ?? CLIRoot.features.lazy.compactMap { $0.remoteAdvice(for: error, invokedAs: "watchlist") ?? $0.advice(for: error, invokedAs: "watchlist") }.first
    }

    private static func own(_ error: any Error) -> String? {
        switch error {
        case HTTPClientError.timedOut: "Allow longer with --timeout SECONDS, or use --catalog offline."
        case is HTTPClientError: "Or use --catalog offline."
        case let error as BaseAddressError: "Unset \(error.variable), or give it an http or https address."
        case StorageError.notADatabase, StorageError.cannotOpen, StorageError.writtenByNewerVersion, StorageError.readOnly:
            "To use another database file, set WATCHLIST_DB to its path."
        default: nil
        }
    }
}
