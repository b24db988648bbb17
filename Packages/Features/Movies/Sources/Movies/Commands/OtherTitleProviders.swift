import Injection
import MoviesInterface
import TerminalUIInterface

/// The providers of other kinds of titles, asked together by `search` and `show`: the kinds
/// of all of them, the matches of each, and the first that knows a reference.
extension Contributions where Point == any OtherTitles {
    /// Every provider's kinds, in order.
    var kinds: [String] { all.flatMap(\.kinds) }

    /// The matches of each provider of `kind` (every provider when nil), in the providers'
    /// order, at most `limit` in all.
    func search(_ text: String, kind: String?, limit: Int) async throws -> [OtherTitle] {
        var found: [OtherTitle] = []
        for provider in all where kind.map(provider.kinds.contains) ?? true {
            found += try await provider.search(text, kind: kind, limit: limit - found.count)
            if found.count >= limit { break }
        }
        return Array(found.prefix(limit))
    }

    /// What the first provider that knows `reference` prints for it, in UTF-8, or nil when none does.
    func show(_ reference: String, options: OtherKindOptions, json: Bool, style: TextStyle) async throws -> [UInt8]? {
        for provider in all {
            if let shown = try await provider.show(reference, options: options, json: json, style: style) { return shown }
        }
        return nil
    }
}
