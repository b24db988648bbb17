import AuthInterface
import Composition
import TerminalUI
import TerminalUIInterface

extension CompositionRoot {
    /// The container for the commands ArgumentParser creates.
    func makeContainer() -> Container {
        let container = Container()
        container.register((any Terminal).self, instance: terminal)
        container.register(DevScreenFactory.self, instance: DevScreenFactory(root: self))
        container.register((any AuthService).self) { _ in self.authService }
        return container
    }
}
