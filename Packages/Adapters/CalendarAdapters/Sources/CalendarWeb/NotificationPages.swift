import AuthInterface
import CalendarInterface
import Foundation
import JSONWriting
import WebUI

/// The notifications page, `/notifications`: the profile's targets, their addresses masked,
/// whether their sends work, with *Send a test* and *Remove* on each, and a form that adds one.
/// It works without JavaScript: each button posts, and the answer is the page again, with what
/// happened.
public struct NotificationPages: Sendable {
    /// A profile's notifications, as the server makes them per request.
    public typealias Service = @Sendable (Profile) -> any NotificationService
    /// The page.
    public static let path = "/notifications"

    let service: Service
    let templates: Templates

    /// Creates the page on `service`.
    public init(service: @escaping Service) throws(TemplateError) {
        self.service = service
        templates = try Templates(["notifications": NotificationTemplates.page])
    }

    /// The routes: the page, its form's and its buttons'.
    public var routes: [WebRoute] {
        [
            WebRoute(.get, Self.path) { request in .page(try await page(request, problem: nil)) },
            WebRoute(.post, Self.path) { request in try await add(request) },
            WebRoute(.post, Self.path + "/:id/test") { request in try await test(request) },
            WebRoute(.post, Self.path + "/:id/remove") { request in try await remove(request) },
        ]
    }

    private func page(_ request: WebRequest, problem: String?, status: Int = 200) async throws -> Page {
        let targets = try await service(try profile(request)).targets()
        var context: [String: Any] = [
            "action": Self.path, "hasTargets": !targets.isEmpty,
            "kinds": TargetKind.allCases.map { ["value": $0.rawValue, "name": Self.name($0)] },
            "targets": targets.map { target -> [String: Any] in
                [
                    "id": target.id, "kind": Self.name(target.kind), "address": target.maskedAddress, "token": target.hasToken, "digest": target.digest,
                    "status": Self.status(target.health), "failing": target.health.failingSince != nil,
                    "testAction": "\(Self.path)/\(target.id)/test", "removeAction": "\(Self.path)/\(target.id)/remove",
                ]
            },
        ]
        if let problem { context["problem"] = problem }
        return Page(title: "Notifications", body: try templates.render("notifications", context, for: request), status: status, section: "calendar")
    }

    private func add(_ request: WebRequest) async throws -> WebAnswer {
        guard let kind = try request.form.choice("kind", as: TargetKind.self) else {
            return .page(try await page(request, problem: "Choose the service.", status: 400))
        }
        guard let text = request.form["address"]?.trimmingCharacters(in: .whitespaces), let address = URL(string: text), address.scheme != nil else {
            return .page(try await page(request, problem: "Give the target's address, such as https://ntfy.sh/my-shows.", status: 400))
        }
        let token = request.form["token"].map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
        do {
            let target = try await service(try profile(request)).add(NewTarget(kind: kind, address: address, token: token, digest: request.form["digest"] == "1"))
            return .redirect(to: Self.path, notice: "Added target \(target.id); send it a test to see it work.")
        } catch let error as NotificationError {
            return .page(try await page(request, problem: "\(error)", status: 400))
        }
    }

    private func test(_ request: WebRequest) async throws -> WebAnswer {
        let id = try number(request)
        do {
            try await service(try profile(request)).test(id)
            return .redirect(to: Self.path, notice: "Sent target \(id) a test message.")
        } catch NotificationError.deliveryFailed(let reason) {
            return .page(try await page(request, problem: "Target \(id) did not take the test: \(reason)."))
        }
    }

    private func remove(_ request: WebRequest) async throws -> WebAnswer {
        let id = try number(request)
        try await service(try profile(request)).remove(id)
        return .redirect(to: Self.path, notice: "Removed target \(id).")
    }

    private func number(_ request: WebRequest) throws -> Int {
        guard let id = request.parameters["id"].flatMap({ Int($0) }) else {
            throw WebError(status: 404, message: "There is no such notification target; the list below shows yours.")
        }
        return id
    }

    private func profile(_ request: WebRequest) throws -> Profile {
        let viewer = try request.signedIn()
        return Profile(id: viewer.id, name: viewer.name)
    }

    static func name(_ kind: TargetKind) -> String {
        switch kind {
        case .ntfy: "ntfy"
        case .discord: "Discord"
        case .gotify: "Gotify"
        case .apprise: "Apprise API"
        case .webhook: "Webhook (JSON)"
        }
    }

    static func status(_ health: TargetHealth) -> String {
        if let since = health.failingSince {
            return "Failing since \(UTCTimestamp.dateTime(since)): \(health.lastError ?? "unknown"). \(health.waiting) waiting"
                + (health.nextAttempt.map { "; next try \(UTCTimestamp.dateTime($0))." } ?? ".")
        }
        if let sent = health.lastSent { return "Working: last sent \(UTCTimestamp.dateTime(sent))." }
        return health.waiting > 0 ? "\(health.waiting) waiting." : "Nothing sent yet."
    }
}

/// The notifications page's Mustache template.
/// A token field says `autocomplete="new-password"`: browsers ignore `off` on a password
/// field and fill in the Watchlist password saved for the site, and axe-core reports `off`
/// there as inappropriate.
enum NotificationTemplates {
    static let page = """
        <p>Each episode of a series you follow is announced once to each target, after it airs; with the digest, a target also gets what airs each day at 08:00.</p>
        {{#problem}}<p role="alert" class="error">{{problem}}</p>{{/problem}}
        {{#hasTargets}}
        <ul class="targets">
        {{#targets}}<li{{#failing}} class="failing"{{/failing}}><strong>{{id}}. {{kind}}</strong> {{address}}{{#token}} · token{{/token}}{{#digest}} · digest{{/digest}}
        <br><span class="muted">{{status}}</span>
        <form method="post" action="{{testAction}}" class="inline">{{> csrf}}<button>Send a test</button></form>
        <form method="post" action="{{removeAction}}" class="inline">{{> csrf}}<button>Remove</button></form></li>{{/targets}}
        </ul>
        {{/hasTargets}}
        {{^hasTargets}}<p class="muted">No targets yet.</p>{{/hasTargets}}
        <h2 id="add-target">Add a target</h2>
        <form method="post" action="{{action}}" aria-labelledby="add-target">
        {{> csrf}}
        <p><label for="target-kind">Service</label>
        <select id="target-kind" name="kind">{{#kinds}}<option value="{{value}}">{{name}}</option>{{/kinds}}</select></p>
        <p><label for="target-address">Address</label>
        <input id="target-address" name="address" type="url" required placeholder="https://ntfy.sh/my-shows"></p>
        <p><label for="target-token">Token (Gotify, or a protected ntfy topic)</label>
        <input id="target-token" name="token" type="password" autocomplete="new-password"></p>
        <p><label><input type="checkbox" name="digest" value="1"> Also what airs each day</label></p>
        <button>Add</button>
        </form>
        """
}
