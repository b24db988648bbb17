/// Any JSON value, read with `JSONDecoder` or written with `JSONEncoder`: the documents that
/// media servers post, read before their fields are picked, and the sections of the lossless
/// export that one feature writes and another keeps without knowing their shape. A whole
/// number is an `integer`, any other number a `number`.
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
        case .array(let values):
            var items = encoder.unkeyedContainer()
            for value in values { try items.encode(value) }
        case .object(let values):
            var fields = encoder.container(keyedBy: Key.self)
            for (key, value) in values { try fields.encode(value, forKey: Key(key)) }
        case .null, .bool, .integer, .number, .string:
            var single = encoder.singleValueContainer()
            switch self {
            case .bool(let value): try single.encode(value)
            case .integer(let value): try single.encode(value)
            case .number(let value): try single.encode(value)
            case .string(let value): try single.encode(value)
            default: try single.encodeNil()
            }
        }
    }

    /// Any key of an object, for writing objects whose keys are known only when they run.
    public struct Key: CodingKey {
        public let stringValue: String
        public var intValue: Int? { nil }
        /// The key `text`.
        public init(_ text: String) { stringValue = text }
        public init?(stringValue: String) { self.stringValue = stringValue }
        public init?(intValue: Int) { nil }
    }
}
