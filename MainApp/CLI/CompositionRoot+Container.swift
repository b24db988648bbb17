import AuthInterface
import Composition
import MoviesInterface
import TerminalUI
import TerminalUIInterface
import WatchlistInterface

extension CompositionRoot {
    /// The container for what ArgumentParser creates: each registration defers to the root.
    func makeContainer() -> Container {
        let container = Container()
        let factory = AppFactory(root: self)
        container.register((any Terminal).self, instance: terminal)
        container.register(AppFactory.self, instance: factory)
        container.register((any AuthScreenBuildable).self, instance: factory)
        container.register((any MovieService).self) { _ in try self.movieService }
        container.register((any NamesFetchable).self) { _ in try self.namesFetcher }
        container.register((any CatalogImporting).self) { _ in self.catalogImporter }
        container.register((any AuthService).self) { _ in self.authService }
        container.register((any WatchlistService).self) { _ in try self.watchlistService }
        container.register((any ListSharing).self) { _ in try self.listSharing }
        container.register(ListsToPush.self) { _ in try self.listsToPush }
        container.register((any RemoteAccounts).self) { _ in self.remoteAccounts }
        container.register((any RemoteSessionStore).self) { _ in self.remoteSessions }
        return container
    }
}
