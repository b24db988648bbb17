import WatchlistInterface
import WebUI

extension WatchlistPages {
    /// The lists the signed-in profile shares and the ones shared with it.
    func sharesPage(_ request: WebRequest, problem: String?, status: Int = 200) async throws -> Page {
        let profile = try profile(request)
        let all = try await shares(profile).shares()
        let given = all.filter { $0.owner == profile.name }
        let received = all.filter { $0.reader == profile.name }
        var context: [String: Any] = [
            "action": Self.sharesPath, "revokeAction": Self.sharesPath + "/revoke", "name": request.form["name"] ?? "",
            "given": given.map { ["reader": $0.reader, "access": $0.access == .write ? "read and write" : "read only"] }, "hasGiven": !given.isEmpty,
            "received": received.map { share -> [String: Any] in
                ["owner": share.owner, "access": share.access == .write ? "read and write" : "read only", "page": Self.listPage(of: share.owner)]
            },
            "hasReceived": !received.isEmpty,
        ]
        if let problem { context["problem"] = problem }
        return Page(title: "Sharing", body: try templates.render("shares", context, for: request), status: status, section: "shares")
    }

    /// Shares the list with the form's `name`, with its `access`.
    func share(_ request: WebRequest) async throws -> WebAnswer {
        guard let name = request.form["name"] else { return .page(try await sharesPage(request, problem: "Give the profile name to share with.", status: 400)) }
        let access = try request.form.choice("access", as: ShareAccess.self) ?? .read
        do {
            try await shares(try profile(request)).share(with: name, access: access)
        } catch let error as WatchlistError {
            return .page(try await sharesPage(request, problem: "\(error)", status: 400))
        }
        return .redirect(to: Self.sharesPath, notice: "Shared your list with \(name), \(access == .write ? "read and write" : "read only").")
    }

    /// Stops sharing the list with the form's `name`.
    func revoke(_ request: WebRequest) async throws -> WebAnswer {
        guard let name = request.form["name"] else { throw WebError(status: 400, message: "the form names no profile") }
        try await shares(try profile(request)).unshare(with: name)
        return .redirect(to: Self.sharesPath, notice: "Stopped sharing your list with \(name).")
    }
}
