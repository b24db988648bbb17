import APIContract

/// The Lists feature's part of the served OpenAPI document (openapi.yaml beside this file):
/// `/v1/lists` and its documents.
public enum ListsOpenAPI {
    /// The part, as the file says it.
    public static var part: OpenAPIPart {
        OpenAPIPart(feature: "Lists", text: String(decoding: PackageResources.openapi_yaml, as: UTF8.self))
    }
}
