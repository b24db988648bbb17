import AuthInterface
import Injection
import MoviesInterface
import TerminalUI
import TerminalUIInterface
import WatchlistInterface
import WatchlistPorts
import WatchlistScreens

/// The list's screens, made from the services registered in `container` when they open: the
/// list itself (for the home menu), and adding a film to it (for the search screen). A service
/// that cannot be made shows why instead.
struct ListScreens: AddToListScreenBuildable, WatchlistScreenBuildable {
    let container: Container

    func makeAddToListScreen(for id: MovieID) -> any Screen {
        build { AddToWatchlistScreen(movieID: id, service: try container.resolve((any WatchlistService).self), authScreens: try authScreens()) }
    }

    /// The list, refreshed when another process changes it.
    func makeWatchlistScreen() -> any Screen {
        build {
            let model = ServiceWatchlistScreenModel(
                service: try container.resolve((any WatchlistService).self), changes: try container.resolve((any WatchlistChangeSource).self)
            )
            return WatchlistScreen(model: model, authScreens: try authScreens())
        }
    }

    private func authScreens() throws -> any AuthScreenBuildable {
        try container.resolve((any AuthScreenBuildable).self)
    }

    private func build(_ make: () throws -> any Screen) -> any Screen {
        do {
            return try make()
        } catch {
            return MessageScreen("\(error)", isProblem: true)
        }
    }
}
