/// A feature's part of the OpenAPI document: its paths and the components they name, as YAML
/// in the shape of the whole document, so that it reads as one:
///
/// ```yaml
/// paths:
///   /v1/notes:
///     get: …
/// components:
///   parameters:
///     NoteNumber: …
///   schemas:
///     Note: …
/// ```
///
/// Only `paths:` and `components:` (with `parameters:`, `headers:`, `responses:` and
/// `schemas:`) may appear; ``ServedDocument`` adds each entry at the end of the section of the
/// same name. A part may refer to the shared document's components (`Error`, `Unauthorized`).
public struct OpenAPIPart: Sendable, Equatable {
    /// Who gives the part, for the errors: the feature's name.
    public let feature: String
    /// The YAML text.
    public let text: String

    /// The part `feature` gives, as `text` says it.
    public init(feature: String, text: String) {
        self.feature = feature
        self.text = text
    }
}

/// Why the features' parts do not make one OpenAPI document: a mistake in a feature's
/// `openapi.yaml`, found when the server starts and by the features' tests.
public enum OpenAPIPartError: Error, Equatable, CustomStringConvertible {
    /// A line of the part is outside the sections a part may have.
    case unknownSection(feature: String, line: String)
    /// An entry that the document, or an earlier part, already has.
    case duplicate(feature: String, section: String, name: String)

    public var description: String {
        switch self {
        case .unknownSection(let feature, let line):
            "\(feature)'s part of the OpenAPI document has \"\(line)\" outside paths: and components: (parameters:, headers:, responses:, schemas:); move it into one of them"
        case .duplicate(let feature, let section, let name):
            "\(feature)'s part of the OpenAPI document adds \(name) to \(section), which has one already; rename it"
        }
    }
}
