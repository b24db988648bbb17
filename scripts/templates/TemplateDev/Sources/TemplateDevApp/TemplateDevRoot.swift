// The composition root of `template-dev`, and its only one: every dependency its commands and
// screens use is made in this file.
import Injection
import Foundation
import Template
import TemplateInterface
import TemplateJSON
import TemplatePorts
import TemplateTesting
import TerminalUI
import TerminalUIInterface

/// The Template dev app's own composition root: the real feature, with its items in memory,
/// or in a JSON file when `--file` is given.
final class TemplateDevRoot: Sendable {
    /// Shared: the JSON file, when `--file` is given.
    let file: URL?
    /// Shared: the in-memory items otherwise.
    let inMemoryRepository = InMemoryTemplateRepository()
    /// Shared: the real terminal.
    let terminal: any Terminal

    init(wiring: TemplateDevWiring, environment: [String: String]) {
        file = wiring.file.map { URL(fileURLWithPath: $0) }
        terminal = StandardTerminal(environment: environment)
    }

    /// The container for the commands ArgumentParser creates.
    func makeContainer() -> Container {
        let container = Container()
        let factory = TemplateDevScreens(root: self)
        container.register((any Terminal).self, instance: terminal)
        container.register(TemplateDevScreens.self, instance: factory)
        container.register((any TemplateScreenBuildable).self, instance: factory)
        container.register((any TemplateService).self) { _ in self.templateService }
        return container
    }

    var repository: any TemplateRepository {
        file.map { JSONFileTemplateRepository(url: $0) } ?? inMemoryRepository
    }

    var templateService: any TemplateService {
        DefaultTemplateService(repository: repository)
    }
}
