import APIContract

/// The Scrobbling feature's part of the served OpenAPI document (openapi.yaml beside this
/// file): `/v1/hooks`, `/v1/inbox` and their documents.
public enum ScrobblingOpenAPI {
    /// The part, as the file says it.
    public static var part: OpenAPIPart {
        OpenAPIPart(feature: "Scrobbling", text: String(decoding: PackageResources.openapi_yaml, as: UTF8.self))
    }
}
