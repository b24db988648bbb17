import MoviesInterface
import WatchlistInterface
import WebUI

extension WatchlistPages {
    /// A film on the list: its note, its viewings, the form to record one and the one to remove it.
    /// `problem` and the form's fields come back when a viewing was refused, so nothing typed is lost.
    func entryPage(_ request: WebRequest, problem: String?, status: Int = 200) async throws -> Page {
        let list = try list(request)
        let id = try list.movieID(parsing: try request.parameter("id"))
        guard let entry = try await list.entries(filter: .all, sort: .added).first(where: { $0.movieID == id }) else {
            throw WatchlistError.notOnList(id)
        }
        let owner = Self.owner(request)
        let viewings = try await list.history().filter { $0.movieID == id }
        let base = "/list/films/" + PathText.segment(id.description)
        var context: [String: Any] = [
            "id": id.description, "owner": owner ?? "", "note": entry.note ?? "", "film": movies.moviePage(id),
            "viewingAction": base + "/viewings", "removeAction": base + "/remove",
            "viewings": viewings.map { ["day": $0.watchedOn.description, "rating": $0.rating.map { "\($0)/10" } ?? "", "review": $0.review ?? ""] },
            "hasViewings": !viewings.isEmpty,
            "on": request.form["on"] ?? today().description, "review": request.form.all("review").first ?? "",
            "ratings": (1...10).map { ["value": $0, "selected": request.form["rating"] == String($0)] },
            "back": Self.listPage(of: owner),
        ]
        if let problem { context["problem"] = problem }
        let title = entry.year.map { "\(entry.title) (\($0))" } ?? entry.title
        return Page(title: title, body: try templates.render("entry", context, for: request), status: status, section: owner == nil ? "list" : "shares")
    }

    /// Adds the film of the form's `movie` field, with its `note`, then shows it on the list.
    func add(_ request: WebRequest) async throws -> WebAnswer {
        guard let text = request.form["movie"] else { throw WebError(status: 400, message: "the form names no film; choose one from a search") }
        let list = try list(request)
        let id = try list.movieID(parsing: text)
        let note = request.form["note"]
        if let note, note.count > 500 { throw WebError(status: 400, message: "the note is longer than 500 characters") }
        let (entry, added) = try await request.writing(try topic(request)) { try await list.add(id, note: note) }
        let notice = added ? "Added \(entry.title) to the list." : "\(entry.title) was already on the list."
        return .redirect(to: Self.entryPage(entry.movieID, of: Self.owner(request)), notice: notice)
    }

    /// Records a viewing today of the film of the form's `movie` field, putting it on the list
    /// first when it is not there, then shows it on the list.
    func watched(_ request: WebRequest) async throws -> WebAnswer {
        guard let text = request.form["movie"] else { throw WebError(status: 400, message: "the form names no film; choose one from a search") }
        let list = try list(request)
        let id = try list.movieID(parsing: text)
        let day = today()
        let (entry, listed) = try await request.writing(try topic(request)) { try await list.markWatched(id, on: day, rating: nil, review: nil) }
        let notice = listed ? "Added \(entry.title) to the list, watched today." : "Recorded a viewing of \(entry.title) today."
        return .redirect(to: Self.entryPage(entry.movieID, of: Self.owner(request)), notice: notice)
    }

    /// Records a viewing; a refused one shows the page again with what was typed.
    func recordViewing(_ request: WebRequest) async throws -> WebAnswer {
        let list = try list(request)
        let id = try list.movieID(parsing: try request.parameter("id"))
        let review = request.form.all("review").first.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 }
        do {
            let rating = try request.form.integer("rating", in: 1...10, label: "the rating")
            guard let text = request.form["on"] else { throw WebError(status: 400, message: "give the day you watched it") }
            guard let day = CalendarDay(parsing: text) else { throw WebError(status: 400, message: "the day must be a date, YYYY-MM-DD, not \(text)") }
            if let review, review.count > 10_000 { throw WebError(status: 400, message: "the review is longer than 10,000 characters") }
            let (entry, listed) = try await request.writing(try topic(request)) { try await list.markWatched(id, on: day, rating: rating, review: review) }
            let notice = listed ? "Added \(entry.title) to the list, watched on \(day)." : "Recorded a viewing of \(entry.title) on \(day)."
            return .redirect(to: Self.entryPage(id, of: Self.owner(request)), notice: notice)
        } catch let error as WebError {
            return .page(try await entryPage(request, problem: error.message, status: error.status))
        } catch let error as WatchlistError {
            if case .notOnList = error { throw error }
            if case .readOnlyShare = error { throw error }
            return .page(try await entryPage(request, problem: "\(error)", status: 400))
        }
    }

    /// Removes the film and its viewings.
    func remove(_ request: WebRequest) async throws -> WebAnswer {
        let list = try list(request)
        let id = try list.movieID(parsing: try request.parameter("id"))
        try await request.writing(try topic(request)) { try await list.remove(id) }
        return .redirect(to: Self.listPage(of: Self.owner(request)), notice: "Removed it from the list.")
    }
}
