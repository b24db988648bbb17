import APIContract

/// The Series feature's part of the served OpenAPI document (openapi.yaml beside this file):
/// its routes under `/v1/series`, `/v1/following`, `/v1/next`, `/v1/history/episodes`,
/// `/v1/export/series` and `/v1/import/series`, and their documents.
public enum SeriesOpenAPI {
    /// The part, as the file says it.
    public static var part: OpenAPIPart {
        OpenAPIPart(feature: "Series", text: String(decoding: PackageResources.openapi_yaml, as: UTF8.self))
    }
}
