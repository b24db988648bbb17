import Composition

extension CompositionRoot {
    /// The container for what ArgumentParser creates: the runner, deferring to the root.
    func makeContainer() -> Container {
        let container = Container()
        container.register(ServerRunner.self) { _ in ServerRunner(root: self) }
        return container
    }
}
