import APIContract

/// The Auth feature's part of the served OpenAPI document (openapi.yaml beside this file):
/// `/v1/signup`, `/v1/login`, `/v1/logout`, `/v1/me` and their documents.
public enum AuthOpenAPI {
    /// The part, as the file says it.
    public static var part: OpenAPIPart {
        OpenAPIPart(feature: "Auth", text: String(decoding: PackageResources.openapi_yaml, as: UTF8.self))
    }
}
