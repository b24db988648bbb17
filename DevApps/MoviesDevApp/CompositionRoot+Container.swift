import Composition
import MoviesInterface
import TerminalUI
import TerminalUIInterface

extension CompositionRoot {
    /// The container for the commands ArgumentParser creates.
    func makeContainer() -> Container {
        let container = Container()
        container.register((any Terminal).self, instance: terminal)
        container.register(DevScreenFactory.self, instance: DevScreenFactory(root: self))
        container.register((any MovieService).self) { _ in try self.movieService }
        container.register((any NamesFetchable).self) { _ in try self.namesFetcher }
        container.register((any CatalogImporting).self) { _ in self.catalogImporter }
        return container
    }
}
