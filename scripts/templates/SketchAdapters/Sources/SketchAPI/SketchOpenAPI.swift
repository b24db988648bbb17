import APIContract

/// The Sketch feature's part of the served OpenAPI document (openapi.yaml beside this file):
/// `/v1/sketch` and its documents.
public enum SketchOpenAPI {
    /// The part, as the file says it.
    public static var part: OpenAPIPart {
        OpenAPIPart(feature: "Sketch", text: String(decoding: PackageResources.openapi_yaml, as: UTF8.self))
    }
}
