/// A JSON value as it was read or is to be written: the sections of the lossless export
/// that other features write and read (``OtherTitleTracking/archive()``), which this
/// feature keeps without knowing their shape.
public indirect enum JSONValue: Codable, Hashable, Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: any Decoder) throws {
        if var items = try? decoder.unkeyedContainer() {
            var values: [JSONValue] = []
            while !items.isAtEnd { values.append(try items.decode(JSONValue.self)) }
            self = .array(values)
        } else if let fields = try? decoder.container(keyedBy: Key.self) {
            var values: [String: JSONValue] = [:]
            for key in fields.allKeys { values[key.stringValue] = try fields.decode(JSONValue.self, forKey: key) }
            self = .object(values)
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .null
            } else if let value = try? single.decode(Bool.self) {
                self = .bool(value)
            } else if let value = try? single.decode(Int.self) {
                self = .integer(value)
            } else if let value = try? single.decode(Double.self) {
                self = .number(value)
            } else {
                self = .string(try single.decode(String.self))
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .integer(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .number(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .string(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .array(let values):
            var items = encoder.unkeyedContainer()
            for value in values { try items.encode(value) }
        case .object(let values):
            var fields = encoder.container(keyedBy: Key.self)
            for (key, value) in values { try fields.encode(value, forKey: Key(key)) }
        }
    }

    /// Any key of an object: the export writes sections under keys it does not know.
    package struct Key: CodingKey {
        package let stringValue: String
        package var intValue: Int? { nil }
        package init(_ text: String) { stringValue = text }
        package init?(stringValue: String) { self.stringValue = stringValue }
        package init?(intValue: Int) { nil }
    }
}
