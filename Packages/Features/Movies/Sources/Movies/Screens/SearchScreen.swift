import MoviesInterface
import TerminalUI
import TerminalUIInterface

/// Search the catalog, pick a result by number, read its details, add it to your list.
public struct SearchScreen: Screen {
    private let movies: any MovieService
    private let addToList: any AddToListScreenBuildable

    /// Creates the screen; `addToList` supplies the "add to watchlist" step.
    public init(movies: any MovieService, addToList: any AddToListScreenBuildable) {
        self.movies = movies
        self.addToList = addToList
    }

    public func run(on terminal: any Terminal) async -> ScreenExit {
        terminal.writeLine()
        terminal.writeLine(terminal.style.bold("Search") + terminal.style.dim("  words of a title, such as \"godfather\" or \"amelie\""))
        while true {
            guard let query = terminal.ask("Search for (empty to go back): ") else { return .quit }
            if query.isEmpty { return .back }
            let results: [MovieSummary]
            do {
                results = try await movies.search(query, limit: 10)
            } catch {
                terminal.showProblem("\(error)")
                continue
            }
            if results.isEmpty {
                terminal.writeLine("No titles match \"\(query)\". Try fewer or other words.")
                continue
            }
            if await choose(from: results, on: terminal) == .quit { return .quit }
        }
    }

    private func choose(from results: [MovieSummary], on terminal: any Terminal) async -> ScreenExit {
        let rows = results.enumerated().map { [String($0.offset + 1), $0.element.title, $0.element.year.map(String.init) ?? "—"] }
        terminal.write(TextTable(columns: [.init("#", alignment: .right), .init("Title"), .init("Year", alignment: .right)], rows: rows).render(style: terminal.style))
        while true {
            guard let answer = terminal.ask("Open which number (empty for a new search)? ") else { return .quit }
            if answer.isEmpty { return .back }
            guard let number = Int(answer), results.indices.contains(number - 1) else {
                terminal.showProblem("Type a number from 1 to \(results.count), or press Enter.")
                continue
            }
            return await details(of: results[number - 1], on: terminal)
        }
    }

    private func details(of summary: MovieSummary, on terminal: any Terminal) async -> ScreenExit {
        do {
            let movie = try await movies.movie(summary.id)
            terminal.writeLine()
            terminal.write(MovieDetailsText.render(movie, style: terminal.style))
        } catch {
            terminal.showProblem("\(error)")
            return .back
        }
        let menu = Menu(items: [
            .init(key: "1", letter: "a", title: "Add to my watchlist"),
            .init(key: "2", letter: "b", title: "Back to search"),
        ])
        switch menu.choose(on: terminal) {
        case nil: return .quit
        case "1": return await addToList.makeAddToListScreen(for: summary.id).run(on: terminal)
        default: return .back
        }
    }
}
