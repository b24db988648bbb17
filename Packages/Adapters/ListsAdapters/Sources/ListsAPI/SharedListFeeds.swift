import Foundation
import ListsInterface

/// A shared list in the formats other programs read. Only its name, description and titles
/// go out (``SharedList`` holds no notes).
///
/// - Radarr's StevenLu list, as Radarr's `StevenLuParser` reads it: an array of
///   `{"title", "imdb_id"}`, one a film with an IMDb id (Radarr adds films by that id).
/// - JSON Feed 1.1 (jsonfeed.org/version/1.1): the list as a feed, a title an item, in order.
/// - RSS 2.0: the same as a channel of items.
public enum SharedListFeeds {
    /// The list in `format`, with its content type; `address` is where it is read (the feeds'
    /// own link).
    public static func render(_ list: SharedList, as format: SharedListFormat, address: String) -> (contentType: String, body: Data) {
        switch format {
        case .radarr: ("application/json; charset=utf-8", radarr(list))
        case .jsonFeed: ("application/feed+json; charset=utf-8", jsonFeed(list, address: address))
        case .rss: ("application/rss+xml; charset=utf-8", Data(rss(list, address: address).utf8))
        }
    }

    /// The address of a title's page, for those with an IMDb id.
    static func page(_ item: ListItem) -> String? {
        item.titleID.hasPrefix("tt") ? "https://www.imdb.com/title/\(item.titleID)/" : nil
    }

    static func heading(_ item: ListItem) -> String {
        item.title + (item.year.map { " (\($0))" } ?? "")
    }

    private struct RadarrMovie: Encodable {
        let title: String
        let imdbID: String

        enum CodingKeys: String, CodingKey {
            case title, imdbID = "imdb_id"
        }
    }

    static func radarr(_ list: SharedList) -> Data {
        let films = list.items.filter { $0.kind == "film" && $0.titleID.hasPrefix("tt") }.map { RadarrMovie(title: $0.title, imdbID: $0.titleID) }
        return encoded(films)
    }

    private struct Feed: Encodable {
        struct Item: Encodable {
            let id: String
            let title: String
            let url: String?
            let text: String

            enum CodingKeys: String, CodingKey {
                case id, title, url, text = "content_text"
            }
        }
        let version = "https://jsonfeed.org/version/1.1"
        let title: String
        let description: String?
        let address: String
        let items: [Item]

        enum CodingKeys: String, CodingKey {
            case version, title, description, address = "feed_url", items
        }
    }

    static func jsonFeed(_ list: SharedList, address: String) -> Data {
        let items = list.items.map { item in
            Feed.Item(id: item.titleID, title: heading(item), url: page(item), text: "\(item.position). \(heading(item)), \(item.kind)")
        }
        return encoded(Feed(title: list.name, description: list.description.isEmpty ? nil : list.description, address: address, items: items))
    }

    static func rss(_ list: SharedList, address: String) -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0"><channel><title>\(escaped(list.name))</title><link>\(escaped(address))</link>\
            <description>\(escaped(list.description.isEmpty ? list.name : list.description))</description>
            """
        for item in list.items {
            text += "<item><title>\(escaped(heading(item)))</title>"
            if let page = page(item) { text += "<link>\(escaped(page))</link>" }
            text += "<description>\(escaped("\(item.position). \(heading(item)), \(item.kind)"))</description>"
            text += "<guid isPermaLink=\"false\">\(escaped(item.titleID))</guid></item>\n"
        }
        return text + "</channel></rss>\n"
    }

    /// `text` as XML character data: the five reserved characters as entities, and the
    /// characters XML 1.0 does not allow left out.
    static func escaped(_ text: String) -> String {
        // Most titles need nothing done: no reserved character, no control character, no
        // U+FFFE or U+FFFF (whose UTF-8 begins EF BF BE or EF BF BF). Those are kept as they are.
        let utf8 = text.utf8
        let plain = !utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }
        if plain && !(utf8.contains(0xEF) && text.unicodeScalars.contains { $0.value == 0xFFFE || $0.value == 0xFFFF }) { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                if value >= 0x20 && !(0xFFFE...0xFFFF).contains(value) { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }

    private static func encoded(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // The documents are plain strings and numbers: encoding them cannot fail.
        return (try? encoder.encode(value)) ?? Data("[]".utf8)
    }
}
