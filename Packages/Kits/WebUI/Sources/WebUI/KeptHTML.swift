/// Markup the server keeps between requests (``WebRequest/remembered(_:of:_:)``), split once,
/// when it is made, around the placeholder its forms carry for the forgery token: each
/// request then only joins the pieces with its own token, rather than searching the whole
/// text for the placeholder every time.
public struct KeptHTML: Sendable {
    /// The markup between the placeholders; one piece when it has no form.
    let pieces: [String]

    /// The bytes it holds, which count against the server's cache limit.
    public var byteCount: Int { pieces.reduce(0) { $0 + $1.utf8.count } }

    /// `markup` kept whole.
    init(_ markup: HTML) {
        pieces = [markup.text]
    }

    /// `markup` split around every `placeholder`.
    init(_ markup: HTML, placeholder: String) {
        pieces = markup.text.split(separator: placeholder, omittingEmptySubsequences: false).map(String.init)
    }

    /// The markup with `token` where each placeholder was.
    func filled(with token: String) -> HTML {
        HTML(rendered: pieces.count == 1 ? pieces[0] : pieces.joined(separator: token))
    }
}
