import Injection
import TerminalUI
import TerminalUIInterface

/// The interactive app's home screen: each listed feature's menu entries, then quit, with each
/// feature's state under the title. The features' screens reach each other through the
/// protocols their Interface modules declare, registered by the features that answer them,
/// so this lists them all and names none. `watchlist` shows it for every feature; a dev app
/// for its one.
@MainActor
public final class AppHomeMenu: Sendable {
    private let title: String
    private let features: [any AppFeature.Type]
    /// The container the features' screens resolve their services from.
    private let container: Container

    /// The menu titled `title` of `features`' entries, opened on `container`.
    public nonisolated init(title: String, features: [any AppFeature.Type], container: Container) {
        self.title = title
        self.features = features
        self.container = container
    }

    /// Each feature's entries, the account's last, then quit.
    public func makeHomeScreen() -> any Screen {
        let entries = AppMenuItem.menu(features.flatMap { $0.menu }, taken: ["q"]).map { key, item in
            MenuScreen.Entry(letter: key, title: item.title) { [container] in self.build { try item.open(container) } }
        }
        return MenuScreen(
            title: title,
            entries: entries,
            subtitle: { [container, features] in
                var states: [String] = []
                for feature in features {
                    if let state = await feature.status(in: container) { states.append(state) }
                }
                return states.isEmpty ? nil : states.joined(separator: " · ")
            }
        )
    }

    /// A screen whose dependencies failed to build shows why, instead of crashing.
    private func build(_ make: () throws -> any Screen) -> any Screen {
        do {
            return try make()
        } catch {
            return MessageScreen("\(error)", isProblem: true)
        }
    }
}
