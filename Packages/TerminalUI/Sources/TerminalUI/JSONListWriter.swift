/// Long JSON listings for scripts, in exactly the layout of ``JSONOutput/encode(_:)`` (pretty,
/// keys sorted, slashes unescaped, a final line break), written straight into bytes.
///
/// `JSONEncoder` builds a tree of boxed values and checks every value's type at run time; for a
/// list of ten thousand entries that is most of the command's time. A listing's objects all
/// have the same keys and only scalar values, so this writer takes the fields once, sorts them
/// once, and appends each element's values in place. Tests compare its output with
/// ``JSONOutput/encode(_:)`` on random values.
public struct JSONListWriter<Element>: Sendable {
    /// One key of every object, and how to get its value from an element.
    public struct Field: Sendable {
        let key: String
        let value: @Sendable (Element) -> JSONScalar

        /// A field named `key` whose value is `value(element)`.
        public init(_ key: String, _ value: @escaping @Sendable (Element) -> JSONScalar) {
            self.key = key
            self.value = value
        }
    }

    private let fields: [Field]
    private let keyPrefixes: [[UInt8]]

    /// A writer of objects with `fields`, in any order: they are written sorted by key, as
    /// `JSONEncoder`'s `.sortedKeys` orders them (by Unicode scalar values).
    public init(fields: [Field]) {
        self.fields = fields.sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
        keyPrefixes = self.fields.map { field in
            var bytes = Array("    ".utf8)
            JSONText.appendString(field.key, to: &bytes)
            bytes.append(contentsOf: " : ".utf8)
            return bytes
        }
    }

    /// `elements` as a JSON array of objects, ending with a line break.
    public func encode(_ elements: some Collection<Element>) -> String {
        guard !elements.isEmpty else { return "[\n\n]\n" }
        var bytes: [UInt8] = []
        // The keys and punctuation, and a guess of 16 bytes a value: one allocation for most lists.
        bytes.reserveCapacity(elements.count * (keyPrefixes.reduce(8) { $0 + $1.count + 16 }))
        bytes.append(contentsOf: "[\n".utf8)
        var isFirstElement = true
        for element in elements {
            if !isFirstElement { bytes.append(contentsOf: ",\n".utf8) }
            isFirstElement = false
            bytes.append(contentsOf: "  {\n".utf8)
            for index in fields.indices {
                if index > 0 { bytes.append(contentsOf: ",\n".utf8) }
                bytes.append(contentsOf: keyPrefixes[index])
                fields[index].value(element).append(to: &bytes)
            }
            bytes.append(contentsOf: "\n  }".utf8)
        }
        bytes.append(contentsOf: "\n]\n".utf8)
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// A JSON value that is not an array or an object.
public enum JSONScalar: Sendable, Equatable {
    /// A string, escaped as `JSONEncoder` escapes it.
    case string(String)
    /// An integer.
    case integer(Int)
    /// `true` or `false`.
    case boolean(Bool)
    /// `null`.
    case null

    /// `.string(text)`, or `.null` when `text` is `nil`.
    public static func string(_ text: String?) -> JSONScalar {
        text.map { .string($0) } ?? .null
    }

    /// `.integer(number)`, or `.null` when `number` is `nil`.
    public static func integer(_ number: Int?) -> JSONScalar {
        number.map { .integer($0) } ?? .null
    }

    fileprivate func append(to bytes: inout [UInt8]) {
        switch self {
        case .string(let text): JSONText.appendString(text, to: &bytes)
        case .integer(let number): bytes.append(contentsOf: String(number).utf8)
        case .boolean(let value): bytes.append(contentsOf: (value ? "true" : "false").utf8)
        case .null: bytes.append(contentsOf: "null".utf8)
        }
    }
}

/// JSON string literals, escaped as `JSONEncoder` with `.withoutEscapingSlashes` escapes them.
enum JSONText {
    private static let hexDigits = Array("0123456789abcdef".utf8)

    static func appendString(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            if let letter = shortEscape(byte) {
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(letter)
            } else if byte < 0x20 {
                bytes.append(contentsOf: "\\u00".utf8)
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            } else {
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The letter after the backslash for bytes with a two-character escape.
    private static func shortEscape(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): byte
        case 0x0A: UInt8(ascii: "n")
        case 0x0D: UInt8(ascii: "r")
        case 0x09: UInt8(ascii: "t")
        case 0x08: UInt8(ascii: "b")
        case 0x0C: UInt8(ascii: "f")
        default: nil
        }
    }
}
