import Artwork
import CommandInjection
import Injection
import Networking
import PostgresStorage
import ServerComposition
import Storage

/// What `watchlist-server` tells a person to do after an error, in its own options, then in
/// each feature's.
enum ServerErrorAdvice {
    static let advice = ErrorAdvice { thrown in
        // A feature's option that cannot be taken, or its service that cannot be made, stops
        // the start from inside the container.
        let error = (thrown as? ResolutionError)?.underlyingError ?? thrown
        return own(error) ?? ServerRoot.features.lazy.compactMap { $0.advice(for: error) }.first
    }

    private static func own(_ error: any Error) -> String? {
        switch error {
        case ServerStartError.addressInUse: "Stop that program, or choose another port with --port."
        case ServerStartError.addressUnavailable: "Choose an address of this machine with --host (127.0.0.1 for this machine only)."
        case ServerStartError.noCatalog: "Give --catalog the path of a catalog built from IMDb's datasets, or leave --catalog out for the embedded catalog."
        case is StorageError: "Choose another file with --database FILE."
        case is ArtworkStoreError: "Choose another directory with --image-cache DIR, or keep no posters with --image-cache none."
        case let error as BaseAddressError: "Unset \(error.variable), or give it an http or https address."
        case PostgresStartError.writtenByNewerVersion, PostgresStartError.migrationFailed:
            "Point --postgres (or DATABASE_URL) at another database, or run the version of watchlist-server that wrote this one."
        case is PostgresStartError:
            "Give another URL with --postgres URL or DATABASE_URL, or leave both out to keep the data in an SQLite file (--database FILE)."
        case OutboundRulesError.retired(let variable):
            "Unset \(variable), and list the hosts and networks users' addresses may reach with --allow-outbound (nas.lan,192.168.1.0/24)."
        case OutboundRulesError.unreadable: "List host names, addresses and networks, separated by commas: --allow-outbound nas.lan,192.168.1.0/24."
        case is ServerSettingError: "Give it a value it takes (`watchlist-server serve --help` says which), or leave it out for its default."
        default: nil
        }
    }
}
