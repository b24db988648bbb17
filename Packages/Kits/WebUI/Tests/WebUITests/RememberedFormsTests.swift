import Foundation
import Synchronization
import Testing
@testable import WebUI

/// Content kept for every request of a profile carries each request's own forgery token in
/// its forms, never the token of the request that made it.
@Suite struct RememberedFormsTests {
    final class Kept: Sendable {
        let pages = Mutex<[String: KeptHTML]>([:])
        let made = Mutex(0)
    }

    private func request(token: String, kept: Kept) -> WebRequest {
        WebRequest(path: "/list", form: FormFields([:]), viewer: Viewer(id: UUID(), name: "ada"), csrfToken: token, remember: { _, key, make in
            if let page = kept.pages.withLock({ $0[key] }) { return page }
            let page = try await make()
            kept.pages.withLock { $0[key] = page }
            return page
        })
    }

    @Test func eachRequestGetsItsOwnTokenInContentMadeOnce() async throws {
        let kept = Kept()
        let templates = try Templates(["form": #"<form>{{> csrf}}<p>{{note}}</p></form><form>{{> csrf}}</form>"#])
        let owner = UUID()
        let make = { (csrf: String) throws -> HTML in
            kept.made.withLock { $0 += 1 }
            return try templates.render("form", ["csrf": csrf, "note": "a note é"])
        }
        let first = try await request(token: "first-token", kept: kept).remembered("up-next", of: owner, withForms: make)
        let second = try await request(token: "second-token", kept: kept).remembered("up-next", of: owner, withForms: make)
        #expect(kept.made.withLock { $0 } == 1)
        #expect(first.text.components(separatedBy: #"value="first-token""#).count == 3 && !first.text.contains("second-token"))
        #expect(second.text.components(separatedBy: #"value="second-token""#).count == 3 && !second.text.contains("first-token"))
        #expect(second.text.contains("<p>a note é</p>") && !second.text.contains(WebRequest.forgeryPlaceholder))
    }

    @Test(arguments: [
        ("[T]", "[T]", "X", "X"), ("a[T]b[T]", "[T]", "X", "aXbX"), ("[T][T]", "[T]", "", ""),
        ("café [T] é", "[T]", "e", "café e é"), ("no form", "[T]", "X", "no form"), ("[T", "[T]", "X", "[T"),
    ])
    func keptMarkupIsFilledWithTheTokenWhereverThePlaceholderWas(_ text: String, _ placeholder: String, _ token: String, _ expected: String) {
        let kept = KeptHTML(HTML(rendered: text), placeholder: placeholder)
        #expect(kept.filled(with: token).text == expected)
        #expect(kept.byteCount == text.utf8.count - placeholder.utf8.count * (kept.pieces.count - 1))
    }
}
