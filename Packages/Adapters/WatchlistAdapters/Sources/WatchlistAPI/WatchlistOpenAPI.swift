import APIContract

/// The Watchlist feature's part of the served OpenAPI document (openapi.yaml beside this
/// file): `/v1/list`, `/v1/history`, `/v1/shares`, `/v1/export`, `/v1/import` and their
/// documents.
public enum WatchlistOpenAPI {
    /// The part, as the file says it.
    public static var part: OpenAPIPart {
        OpenAPIPart(feature: "Watchlist", text: String(decoding: PackageResources.openapi_yaml, as: UTF8.self))
    }
}
