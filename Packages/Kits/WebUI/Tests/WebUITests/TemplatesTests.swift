import Testing
@testable import WebUI

@Suite struct TemplatesTests {
    let request = WebRequest(path: "/", viewer: nil, csrfToken: "token-123")

    @Test func insertedTextIsEscapedInTextAndInAttributes() throws {
        let templates = try Templates(["page": #"<p title="{{text}}">{{text}}</p>"#])
        let html = try templates.render("page", ["text": #"<script>alert("x")</script> & 'it'"#])
        #expect(html.text == #"<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;it&#39;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;it&#39;</p>"#)
    }

    @Test func theCSRFPartialCarriesTheRequestsToken() throws {
        let templates = try Templates(["form": #"<form method="post">{{> csrf}}</form>"#])
        let html = try templates.render("form", [:], for: request)
        #expect(html.text == #"<form method="post"><input type="hidden" name="csrf" value="token-123"></form>"#)
    }

    @Test func aMissingTemplateIsATypedError() throws {
        let templates = try Templates([:])
        #expect(throws: TemplateError.missing(name: "nope")) { try templates.render("nope", [:]) }
    }

    @Test func anUnparsableTemplateIsATypedError() {
        #expect(throws: TemplateError.self) { try Templates(["bad": "{{#open}} never closed"]) }
    }

    @Test func theLayoutEscapesTheTitleAndMarksTheCurrentSection() throws {
        let layout = try Layout(
            navigation: [.init(title: "List", path: "/list", section: "list"), .init(title: "Search", path: "/search", section: "search")],
            logInPage: "/login", logOutAction: "/logout"
        )
        let templates = try Templates(["body": "<p>{{text}}</p>"])
        let page = Page(title: "<b>Mine</b>", body: try templates.render("body", ["text": "hello"]), section: "list")
        let document = layout.render(page, viewer: Viewer(id: .init(), name: "a'da & \"co\""), csrfToken: "t<1>", notice: "Added <i>it</i>")
        #expect(document.contains("<title>&lt;b&gt;Mine&lt;/b&gt; · Watchlist</title>"))
        #expect(document.contains(#"<a href="/list" aria-current="page">List</a>"#))
        #expect(document.contains(#"<a href="/search">Search</a>"#))
        #expect(document.contains("Added &lt;i&gt;it&lt;/i&gt;"))
        #expect(document.contains("<p>hello</p>"))
        #expect(!document.contains("<script>") && !document.contains("onclick"))
        #expect(document.contains(#"<span class="viewer">a&#39;da &amp; &quot;co&quot;</span>"#))
        #expect(document.contains(#"<input type="hidden" name="csrf" value="t&lt;1&gt;">"#))
        #expect(document.contains(#"<p class="notice" role="status">Added &lt;i&gt;it&lt;/i&gt;</p>"#))
        #expect(document.components(separatedBy: "&lt;b&gt;Mine&lt;/b&gt;").count == 3, "the title is in the head and the heading")
        #expect(LayoutFrame.Slot.allCases.allSatisfy { !document.contains($0.marker) })
    }

    @Test func aPageWithoutNoticeOrSectionGetsNeitherAndItsBodyAsItIs() throws {
        let layout = try Layout(navigation: [.init(title: "List", path: "/list", section: "list")], logInPage: "/login", logOutAction: "/logout")
        let body = try Templates(["b": "<p>{{{text}}}</p>"]).render("b", ["text": LayoutFrame.Slot.title.marker + " & <em>"])
        let document = layout.render(Page(title: "Other", body: body), viewer: Viewer(id: .init(), name: "ada"), csrfToken: "t", notice: nil)
        #expect(!document.contains(#"class="notice""#) && !document.contains("aria-current"))
        #expect(document.contains("<p>\(LayoutFrame.Slot.title.marker) & <em></p>"), "a body is never searched for slots")
        #expect(document.hasSuffix("</main>\n</body>\n</html>"))
    }

    @Test func aSignedOutLayoutOffersLogInAndNoNavigation() throws {
        let layout = try Layout(navigation: [.init(title: "List", path: "/list", section: "list")], logInPage: "/login", logOutAction: "/logout")
        let document = layout.render(Page(title: "Log in", body: try Templates(["b": ""]).render("b", [:])), viewer: nil, csrfToken: "t", notice: nil)
        #expect(document.contains(#"<a href="/login">Log in</a>"#))
        #expect(!document.contains(#"href="/list""#))
    }
}

@Suite struct EmptyTextTests {
    @Test func anEmptyTextCountsAsAbsentInSectionsAtEveryDepth() throws {
        let templates = try Templates(["page": "{{#note}}[{{note}}]{{/note}}{{^note}}none{{/note}};{{#rows}}{{#title}}<{{title}}>{{/title}}{{/rows}}"])
        #expect(try templates.render("page", ["note": "", "rows": [["title": ""], ["title": "Alien"]]]).text == "none;<Alien>")
        #expect(try templates.render("page", ["note": "seen"]).text == "[seen];")
    }
}
