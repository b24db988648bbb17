import TerminalUIInterface

/// What the names-list screen needs: something that fetches a list of names for a key.
///
/// The screen owns this protocol (a UI kit owning the protocol it needs, like a `DataFetchable`): fetchers are written
/// without knowing the screen exists, with only standard types in the signature, and an
/// app makes them fetchers by retroactive conformance: `extension CreditsClient: NamesFetchable {}`.
public protocol NamesFetchable: Sendable {
    /// The names for `key`, in order, each with a role (a character, a job), possibly empty.
    func fetchNames(for key: String) async throws -> [(name: String, role: String)]
}

/// Shows a titled, numbered list of names and roles that it fetches through ``NamesFetchable``.
public struct NamesListScreen: Screen {
    private let title: String
    private let key: String
    private let fetcher: any NamesFetchable

    /// Creates the screen for the names of `key`.
    public init(title: String, key: String, fetcher: any NamesFetchable) {
        self.title = title
        self.key = key
        self.fetcher = fetcher
    }

    public func run(on terminal: any Terminal) async -> ScreenExit {
        do {
            terminal.write(try await render(style: terminal.style))
        } catch {
            terminal.showProblem("\(error)")
        }
        return .back
    }

    /// The list as text; fetching errors are thrown for the caller to report.
    public func render(style: TextStyle) async throws -> String {
        let names = try await fetcher.fetchNames(for: key)
        let table = TextTable(
            columns: [.init("#", alignment: .right), .init("Name"), .init("Role")],
            rows: names.enumerated().map { [String($0.offset + 1), $0.element.name, $0.element.role] }
        )
        return style.bold(title) + "\n" + table.render(style: style)
    }
}
