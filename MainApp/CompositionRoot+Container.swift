import Composition
import MoviesInterface
import TerminalUI

extension CompositionRoot {
    /// The container for what ArgumentParser creates: each registration defers to the root.
    func makeContainer() -> Container {
        let container = Container()
        container.register((any Terminal).self, instance: terminal)
        container.register((any MovieService).self) { _ in try self.movieService }
        return container
    }
}
