import APIContract

/// The Movies feature's part of the served OpenAPI document (openapi.yaml beside this file):
/// `/v1/movies` and `/v1/movies/{id}`, the server's catalog.
public enum MoviesOpenAPI {
    /// The part, as the file says it.
    public static var part: OpenAPIPart {
        OpenAPIPart(feature: "Movies", text: String(decoding: PackageResources.openapi_yaml, as: UTF8.self))
    }
}
