import AuthInterface
import Composition
import TerminalUI
import TerminalUIInterface
import WatchlistInterface

extension CompositionRoot {
    /// The container for the commands ArgumentParser creates.
    func makeContainer() -> Container {
        let container = Container()
        let factory = DevScreenFactory(root: self)
        container.register((any Terminal).self, instance: terminal)
        container.register(DevScreenFactory.self, instance: factory)
        container.register((any AuthScreenBuildable).self, instance: factory)
        container.register((any WatchlistService).self) { _ in self.watchlistService }
        container.register((any ListSharing).self) { _ in self.listSharing }
        return container
    }
}
