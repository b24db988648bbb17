import ArgumentParser
import CommandInjection

/// The option that chooses real or fixture adapters for `template-dev`, declared once and
/// accepted anywhere on the command line.
struct TemplateDevWiring: WiringOptions {
    @Option(help: ArgumentHelp("Keep the items in this JSON file instead of in memory.", valueName: "path"))
    var file: String?

    init() {}
}
