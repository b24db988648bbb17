import Composition
import TemplateInterface
import TerminalUI
import TerminalUIInterface

extension CompositionRoot {
    /// The container for the commands ArgumentParser creates.
    func makeContainer() -> Container {
        let container = Container()
        let factory = DevScreenFactory(root: self)
        container.register((any Terminal).self, instance: terminal)
        container.register(DevScreenFactory.self, instance: factory)
        container.register((any TemplateScreenBuildable).self, instance: factory)
        container.register((any TemplateService).self) { _ in self.templateService }
        return container
    }
}
