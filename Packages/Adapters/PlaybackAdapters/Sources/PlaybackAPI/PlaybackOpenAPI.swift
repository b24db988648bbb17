import APIContract

/// The Playback feature's part of the served OpenAPI document (openapi.yaml beside this file):
/// `/v1/apps`, `/v1/playback`, `/v1/progress` and their documents.
public enum PlaybackOpenAPI {
    /// The part, as the file says it.
    public static var part: OpenAPIPart {
        OpenAPIPart(feature: "Playback", text: String(decoding: PackageResources.openapi_yaml, as: UTF8.self))
    }
}
