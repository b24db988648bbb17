import APIContract

/// The Calendar feature's part of the served OpenAPI document (openapi.yaml beside this file):
/// `/v1/calendar` and its documents.
public enum CalendarOpenAPI {
    /// The part, as the file says it.
    public static var part: OpenAPIPart {
        OpenAPIPart(feature: "Calendar", text: String(decoding: PackageResources.openapi_yaml, as: UTF8.self))
    }
}
