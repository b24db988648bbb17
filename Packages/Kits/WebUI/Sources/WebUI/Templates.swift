import Mustache

/// A feature's templates (Mustache, from swift-mustache), with the kit's partials
/// (``SharedPartials``). `{{name}}` inserts a value HTML-escaped, quotes included, so it is
/// safe in text and in quoted attributes; `{{{name}}}` inserts ``HTML`` that another template
/// rendered, and nothing else.
public struct Templates: Sendable {
    private let library: MustacheLibrary

    /// Parses `sources`, named templates.
    /// - Throws: ``TemplateError`` for a template that does not parse.
    public init(_ sources: [String: String]) throws(TemplateError) {
        var library = MustacheLibrary()
        for (name, source) in sources.merging(SharedPartials.sources, uniquingKeysWith: { own, _ in own }) {
            do {
                try library.register(source, named: name)
            } catch {
                throw TemplateError.unparsable(name: name, reason: "\(error)")
            }
        }
        self.library = library
    }

    /// Renders the template `name` with `context`, and `csrf`, the request's forgery token,
    /// which the `csrf` partial puts in a form.
    /// - Throws: ``TemplateError/missing(name:)`` when there is no such template.
    public func render(_ name: String, _ context: [String: Any], for request: WebRequest) throws(TemplateError) -> HTML {
        var context = context
        context["csrf"] = request.csrfToken
        return try render(name, context)
    }

    /// Renders the template `name` with `context`. An empty text counts as absent, so that
    /// `{{#note}}…{{/note}}` shows nothing for a film without a note (Mustache alone would
    /// show the section for any string).
    /// - Throws: ``TemplateError/missing(name:)`` when there is no such template.
    public func render(_ name: String, _ context: [String: Any]) throws(TemplateError) -> HTML {
        guard let text = library.render(Self.withoutEmptyTexts(context), withTemplate: name) else { throw TemplateError.missing(name: name) }
        return HTML(rendered: text)
    }

    private static func withoutEmptyTexts(_ context: [String: Any]) -> [String: Any] {
        var pruned: [String: Any] = [:]
        for (key, value) in context {
            switch value {
            case let text as String where text.isEmpty: continue
            case let nested as [String: Any]: pruned[key] = withoutEmptyTexts(nested)
            case let rows as [[String: Any]]: pruned[key] = rows.map(withoutEmptyTexts)
            default: pruned[key] = value
            }
        }
        return pruned
    }
}

/// A template that cannot be used: a mistake in the program, which its tests find.
public enum TemplateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The template's source does not parse.
    case unparsable(name: String, reason: String)
    /// No template has this name.
    case missing(name: String)

    public var description: String {
        switch self {
        case .unparsable(let name, let reason): "the template \(name) does not parse: \(reason)"
        case .missing(let name): "there is no template named \(name)"
        }
    }
}

/// Partials every feature's templates may use.
enum SharedPartials {
    static let sources: [String: String] = [
        // The forgery token every form sends back.
        "csrf": #"<input type="hidden" name="csrf" value="{{csrf}}">"#,
        // A short error above a form.
        "problem": #"{{#problem}}<p class="problem" role="alert">{{problem}}</p>{{/problem}}"#,
        // A ``Poster``'s context: the kept image at the page's size and twice it, else the
        // placeholder, both 2:3 with their size set so that nothing moves when images arrive.
        // An episode's still as the poster is, 16:9 and smaller.
        "still": #"{{#image}}<img class="still" src="{{path}}"{{#largePath}} srcset="{{path}} 1x, {{largePath}} 2x"{{/largePath}} alt="{{alt}}" width="128" height="72" loading="lazy" decoding="async">{{/image}}{{^image}}<span class="still placeholder hue-{{hue}}" role="img" aria-label="{{alt}}">{{initials}}</span>{{/image}}"#,
        "poster": #"{{#image}}<img class="poster" src="{{path}}"{{#largePath}} srcset="{{path}} 1x, {{largePath}} 2x"{{/largePath}} alt="{{alt}}" width="154" height="231" loading="lazy" decoding="async">{{/image}}{{^image}}<span class="poster placeholder hue-{{hue}}" role="img" aria-label="{{alt}}">{{initials}}</span>{{/image}}"#,
    ]
}
