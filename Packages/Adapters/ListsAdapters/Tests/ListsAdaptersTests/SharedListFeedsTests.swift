import Foundation
import ListsAPI
import ListsInterface
import Testing

/// The shared list's formats, as Radarr's StevenLu parser and feed readers read them.
@Suite struct SharedListFeedsTests {
    private let list = SharedList(name: "Films & <Series>", description: "", items: [
        ListItem(position: 1, titleID: "tt0068646", kind: "film", title: "The Godfather", year: 1972, note: "mine"),
        ListItem(position: 2, titleID: "tt0903747", kind: "series", title: "Breaking \"Bad\"", year: 2008, note: ""),
        ListItem(position: 3, titleID: "offline:4", kind: "film", title: "Amélie", year: nil, note: ""),
    ])

    @Test func radarrReadsTheFilmsWithAnIMDbIdByTheFieldsItsParserTakes() throws {
        let (type, body) = SharedListFeeds.render(list, as: .radarr, address: "http://x/lists/feeds/t.radarr.json")
        #expect(type.hasPrefix("application/json"))
        let films = try JSONSerialization.jsonObject(with: body) as? [[String: String]]
        #expect(films == [["title": "The Godfather", "imdb_id": "tt0068646"]])
    }

    @Test func theJSONFeedHasEveryTitleInOrderAndNoNote() throws {
        let (_, body) = SharedListFeeds.render(list, as: .jsonFeed, address: "http://x/lists/feeds/t.json")
        let feed = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        #expect(feed["version"] as? String == "https://jsonfeed.org/version/1.1" && feed["title"] as? String == "Films & <Series>")
        let items = try #require(feed["items"] as? [[String: Any]])
        #expect(items.map { $0["id"] as? String } == ["tt0068646", "tt0903747", "offline:4"])
        #expect(items[0]["url"] as? String == "https://www.imdb.com/title/tt0068646/" && items[2]["url"] == nil)
        #expect(!String(decoding: body, as: UTF8.self).contains("mine"))
    }

    @Test func rssEscapesWhatXMLReserves() {
        let (type, body) = SharedListFeeds.render(list, as: .rss, address: "http://x/lists/feeds/t.rss?a=1&b=2")
        let text = String(decoding: body, as: UTF8.self)
        #expect(type.hasPrefix("application/rss+xml"))
        #expect(text.contains("<title>Films &amp; &lt;Series&gt;</title><link>http://x/lists/feeds/t.rss?a=1&amp;b=2</link>"))
        #expect(text.contains("<item><title>Breaking &quot;Bad&quot; (2008)</title><link>https://www.imdb.com/title/tt0903747/</link>"))
        #expect(text.components(separatedBy: "<item>").count == 4)
    }

    @Test(arguments: ["\u{0}", "\u{1B}[31m", "a\u{FFFE}b", "<![CDATA[", "]]>", "&amp;"])
    func noTitleBreaksTheXML(_ title: String) {
        let tricky = SharedList(name: title, description: title, items: [ListItem(position: 1, titleID: "tt0000001", kind: "film", title: title, year: nil, note: "")])
        let text = String(decoding: SharedListFeeds.render(tricky, as: .rss, address: "http://x").body, as: UTF8.self)
        let body = text.drop { $0 != "\n" }
        #expect(!body.contains("<!") && !body.contains("\u{0}") && !body.contains("\u{1B}") && !body.contains("\u{FFFE}"))
        #expect(!body.replacingOccurrences(of: "&amp;", with: "").replacingOccurrences(of: "&lt;", with: "").replacingOccurrences(of: "&gt;", with: "")
            .replacingOccurrences(of: "&quot;", with: "").replacingOccurrences(of: "&apos;", with: "").contains("&"))
    }
}
