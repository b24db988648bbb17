/// Requests take no `null` (openapi.yaml: an optional field is left out). Swift's synthesized
/// decoding reads `null` as a field left out, so the request documents with optional fields
/// decode them with this, refusing `null` for every field they know. Fields they do not know are
/// ignored, whatever their values, as the document's schemas allow.
extension KeyedDecodingContainer {
    /// The value at `key`; `nil` when the key is absent.
    /// - Throws: `DecodingError.valueNotFound` when the key holds `null`.
    public func optional<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value? {
        guard contains(key) else { return nil }
        if try decodeNil(forKey: key) {
            throw DecodingError.valueNotFound(type, .init(codingPath: codingPath + [key], debugDescription: "null, which no field takes"))
        }
        return try decode(type, forKey: key)
    }
}
