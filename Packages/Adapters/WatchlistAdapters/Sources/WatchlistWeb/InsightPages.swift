import Foundation
import WatchlistInterface
import WebUI

extension WatchlistPages {
    /// Every viewing, newest first, a page of ``pageSize`` at a time: a heavy user's 20,000
    /// viewings made a page of 3 MB that took 0.8 s to render. The own history's page is kept
    /// until the list changes, as the list's is.
    func historyPage(_ request: WebRequest) async throws -> Page {
        let owner = Self.owner(request)
        let number = try request.query.integer("page", in: 1...1_000_000, label: "the page") ?? 1
        let render = { () async throws -> HTML in
            try historyContent(try await list(request).history(), owner: owner, number: number)
        }
        let title = owner.map { "\($0)'s history" } ?? "History"
        guard owner == nil else { return Page(title: title, body: try await render(), section: "shares") }
        return Page(title: title, body: try await request.remembered("history?\(number)", of: try request.signedIn().id, render), section: "history")
    }

    /// The history's page `number`: nothing of the request's own, so that it can be kept.
    private func historyContent(_ viewings: [Viewing], owner: String?, number: Int) throws -> HTML {
        let pages = max(1, (viewings.count + Self.pageSize - 1) / Self.pageSize)
        let shown = viewings.dropFirst((number - 1) * Self.pageSize).prefix(Self.pageSize)
        func link(_ page: Int) -> String {
            Self.historyPath + PathText.query(["of": owner, "page": page == 1 ? nil : String(page)])
        }
        var context: [String: Any] = [
            "rows": shown.map { viewing -> [String: Any] in
                [
                    "title": viewing.year.map { "\(viewing.title) (\($0))" } ?? viewing.title, "day": viewing.watchedOn.description,
                    "rating": viewing.rating.map { "rated \($0)/10" } ?? "", "review": viewing.review ?? "",
                    "page": Self.entryPage(viewing.movieID, of: owner),
                ]
            },
            "hasRows": !shown.isEmpty, "live": Self.eventsPath + PathText.query(["of": owner]),
            "count": Plural.phrase(viewings.count, "viewing"), "page": number, "pages": pages, "paged": pages > 1,
        ]
        if number > 1 { context["previous"] = link(number - 1) }
        if number < pages { context["next"] = link(number + 1) }
        return try templates.render("history", context)
    }

    /// What the history adds up to, in a year or for all time, with charts drawn on the server;
    /// kept until the list changes, as the list's page is (a heavy user's 22,000 films take
    /// 0.2 s to add up).
    func statisticsPage(_ request: WebRequest) async throws -> Page {
        let year = try request.query.integer("year", in: 1870...2200, label: "the year")
        let profile = try profile(request)
        let body = try await request.remembered("stats?\(year.map(String.init) ?? "")", of: profile.id) {
            try await statisticsContent(try await lists(profile).statistics(year: year), year: year)
        }
        return Page(title: year.map { "Statistics for \($0)" } ?? "Statistics", body: body, section: "stats")
    }

    /// The statistics' content: nothing of the request's own, so that it can be kept.
    private func statisticsContent(_ statistics: WatchlistStatistics, year: Int?) throws -> HTML {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        var charts: [String] = []
        if !statistics.viewingsPerYear.isEmpty, year == nil {
            let bars = statistics.viewingsPerYear.sorted { $0.key < $1.key }.map { BarChart.Bar(label: String($0.key), value: $0.value) }
            charts.append(try BarChart(title: "Viewings per year", bars: bars).render().text)
        }
        if let monthsOf = statistics.monthsOfYear {
            let bars = zip(months, statistics.viewingsPerMonth).map { BarChart.Bar(label: $0, value: $1) }
            charts.append(try BarChart(title: "Viewings per month in \(monthsOf)", bars: bars).render().text)
        }
        if statistics.ratings > 0 {
            let bars = statistics.ratingCounts.enumerated().map { BarChart.Bar(label: String($0.offset + 1), value: $0.element) }
            charts.append(try BarChart(title: "Ratings given", bars: bars).render().text)
        }
        let context: [String: Any] = [
            "action": Self.statisticsPath, "year": year.map(String.init) ?? "", "films": statistics.films,
            "watched": statistics.watchedFilms, "viewings": statistics.viewings,
            "average": statistics.averageRating.map { String(format: "%.1f", $0) } ?? "", "charts": charts, "hasCharts": !charts.isEmpty,
            "directors": statistics.topDirectors.map { ["name": $0.name, "films": $0.films] }, "hasDirectors": !statistics.topDirectors.isEmpty,
            "genres": statistics.topGenres.map { ["name": $0.name, "films": $0.films] }, "hasGenres": !statistics.topGenres.isEmpty,
        ]
        return try templates.render("statistics", context)
    }

    /// A random unwatched film that the filters admit, as `watchlist pick` chooses it.
    func pickPage(_ request: WebRequest) async throws -> Page {
        let genre = request.query["genre"]
        let runtime = try request.query.integer("runtime", in: 1...1_000, label: "the longest runtime")
        let from = try request.query.integer("from", in: 1870...2200, label: "the first year")
        let to = try request.query.integer("to", in: 1870...2200, label: "the last year")
        var context: [String: Any] = [
            "action": Self.pickPath, "genre": genre ?? "", "runtime": runtime.map(String.init) ?? "",
            "from": from.map(String.init) ?? "", "to": to.map(String.init) ?? "",
        ]
        if request.query["pick"] != nil {
            let years: ClosedRange<Int>? = switch (from, to) {
            case (nil, nil): nil
            case let (from, to): (from ?? 1870)...max(from ?? 1870, to ?? 2200)
            }
            let filter = PickFilter(genre: genre, maximumRuntime: runtime, years: years)
            let candidates = try await lists(try profile(request)).pickCandidates(filter)
            if let chosen = candidates.randomElement() {
                let entry = chosen.entry
                context["picked"] = [
                    "title": entry.year.map { "\(entry.title) (\($0))" } ?? entry.title, "page": Self.entryPage(entry.movieID, of: nil),
                    "facts": [chosen.movie?.director, chosen.movie?.runtimeMinutes.map { "\($0) min" }, chosen.movie?.genres.joined(separator: ", ")]
                        .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · "),
                    "note": entry.note ?? "", "of": Plural.phrase(candidates.count, "film"),
                ]
            } else {
                context["problem"] = "\(WatchlistError.nothingToPick(filter))"
            }
        }
        return Page(title: "Pick a film", body: try templates.render("pick", context, for: request), section: "pick")
    }
}
