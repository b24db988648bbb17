import MoviesInterface
import WatchlistInterface
import WebUI

extension WatchlistPages {
    /// The list, a page of ``pageSize`` films at a time, sorted and filtered as `watchlist list`.
    func listPage(_ request: WebRequest) async throws -> Page {
        let filter = try request.query.choice("filter", as: WatchlistFilter.self) ?? .all
        let sort = try request.query.choice("sort", as: WatchlistSort.self) ?? .added
        let number = try request.query.integer("page", in: 1...1_000_000, label: "the page") ?? 1
        let owner = Self.owner(request)
        let render = { () async throws -> HTML in
            try await listContent(try list(request).entries(filter: filter, sort: sort), owner: owner, filter: filter, sort: sort, number: number)
        }
        // Kept with the posters of its time: a poster that arrives later makes it again.
        let revision = await posters.revision()
        if let owner { return Page(title: "\(owner)'s list", body: try await render(), section: "shares") }
        // The own list's page is kept until the list changes: pages are read far more often.
        let films = try await request.remembered("list?\(filter.rawValue)&\(sort.rawValue)&\(number)&\(revision)", of: try request.signedIn().id, render)
        // Other features' sections change with their own data, so they are not kept with the films.
        var shown: [HTML] = []
        for provider in sections { shown += try await provider.sections(request) }
        let body = shown.isEmpty ? films : HTML(lines: shown + [films])
        return Page(title: "Your list", body: body, section: "list")
    }

    /// The list's content: nothing of the request's own, so that it can be kept.
    private func listContent(_ entries: [WatchlistEntry], owner: String?, filter: WatchlistFilter, sort: WatchlistSort, number: Int) async throws -> HTML {
        let pages = max(1, (entries.count + Self.pageSize - 1) / Self.pageSize)
        let shown = entries.dropFirst((number - 1) * Self.pageSize).prefix(Self.pageSize)
        var rows: [[String: Any]] = []
        for entry in shown {
            var row = row(entry, owner: owner)
            row["poster"] = await posters.poster(of: PosterSubject(id: entry.movieID.description, title: entry.title, kind: .film)).context
            rows.append(row)
        }
        func link(_ page: Int) -> String {
            Self.listPath + PathText.query([
                "of": owner, "filter": filter == .all ? nil : filter.rawValue, "sort": sort == .added ? nil : sort.rawValue,
                "page": page == 1 ? nil : String(page),
            ])
        }
        var context: [String: Any] = [
            "action": Self.listPath, "owner": owner ?? "", "live": Self.eventsPath + PathText.query(["of": owner]),
            "rows": rows, "count": Plural.phrase(entries.count, "film"), "hasRows": !shown.isEmpty,
            "filters": WatchlistFilter.allCases.map { ["value": $0.rawValue, "selected": $0 == filter] },
            "sorts": WatchlistSort.allCases.map { ["value": $0.rawValue, "selected": $0 == sort] },
            "search": movies.searchPage(query: nil), "page": number, "pages": pages,
        ]
        if number > 1 { context["previous"] = link(number - 1) }
        if number < pages { context["next"] = link(number + 1) }
        return try templates.render("list", context)
    }

    private func row(_ entry: WatchlistEntry, owner: String?) -> [String: Any] {
        var facts: [String] = []
        if let year = entry.year { facts.append(String(year)) }
        if entry.isWatched {
            facts.append(entry.viewingCount == 1 ? "watched" : "watched \(entry.viewingCount)×")
            if let day = entry.lastWatchedOn { facts.append("last \(day)") }
        } else {
            facts.append("not watched yet")
        }
        if let rating = entry.rating { facts.append("rated \(rating)/10") }
        return [
            "title": entry.title, "facts": facts.joined(separator: " · "), "note": entry.note ?? "",
            "page": Self.entryPage(entry.movieID, of: owner), "watched": entry.isWatched,
        ]
    }
}
