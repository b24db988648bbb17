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

    /// How the array is laid out.
    public enum Layout: Sendable {
        /// As ``JSONOutput/encode(_:)`` writes it for people: indented, `null` for a missing value.
        case pretty
        /// As `JSONEncoder` with `.sortedKeys` writes `Codable` documents for programs: on one
        /// line, with no space, and a field whose value is `null` left out.
        case compact
    }

    private let fields: [Field]
    private let layout: Layout
    private let keyPrefixes: [[UInt8]]

    /// A writer of objects with `fields`, in any order: they are written sorted by key, as
    /// `JSONEncoder`'s `.sortedKeys` orders them (by Unicode scalar values).
    public init(fields: [Field], layout: Layout = .pretty) {
        self.fields = fields.sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
        self.layout = layout
        keyPrefixes = self.fields.map { field in
            var bytes = layout == .pretty ? Array("    ".utf8) : []
            JSONText.appendString(field.key, to: &bytes)
            bytes.append(contentsOf: (layout == .pretty ? " : " : ":").utf8)
            return bytes
        }
    }

    /// `elements` as a JSON array of objects; in the pretty layout, ending with a line break.
    public func encode(_ elements: some Collection<Element>) -> String {
        String(decoding: bytes(elements), as: UTF8.self)
    }

    /// Arrays that ``bytes(_:)`` wrote in `layout`, as one array of their elements in order:
    /// for a list of objects of two shapes (films, then series), each written by its writer.
    public static func joined(_ arrays: [[UInt8]], layout: Layout = .pretty) -> [UInt8] {
        let (open, close, separator) = layout == .pretty ? ("[\n", "\n]\n", ",\n") : ("[", "]", ",")
        let inners = arrays.map { array in Array(array.dropFirst(open.utf8.count).dropLast(close.utf8.count)) }.filter { !$0.isEmpty }
        guard !inners.isEmpty else { return Array((layout == .pretty ? "[\n\n]\n" : "[]").utf8) }
        var bytes = Array(open.utf8)
        for (index, inner) in inners.enumerated() {
            if index > 0 { bytes.append(contentsOf: separator.utf8) }
            bytes.append(contentsOf: inner)
        }
        bytes.append(contentsOf: close.utf8)
        return bytes
    }

    /// `elements` as a JSON array of objects, in UTF-8.
    public func bytes(_ elements: some Collection<Element>) -> [UInt8] {
        let pretty = layout == .pretty
        guard !elements.isEmpty else { return Array((pretty ? "[\n\n]\n" : "[]").utf8) }
        var bytes: [UInt8] = []
        // The keys and punctuation, and a guess of 16 bytes a value: one allocation for most lists.
        bytes.reserveCapacity(elements.count * (keyPrefixes.reduce(8) { $0 + $1.count + 16 }))
        bytes.append(contentsOf: (pretty ? "[\n" : "[").utf8)
        var isFirstElement = true
        for element in elements {
            if !isFirstElement { bytes.append(contentsOf: (pretty ? ",\n" : ",").utf8) }
            isFirstElement = false
            bytes.append(contentsOf: (pretty ? "  {\n" : "{").utf8)
            var isFirstField = true
            for index in fields.indices {
                let value = fields[index].value(element)
                if !pretty, value == .null { continue }
                if !isFirstField { bytes.append(contentsOf: (pretty ? ",\n" : ",").utf8) }
                isFirstField = false
                bytes.append(contentsOf: keyPrefixes[index])
                value.append(to: &bytes)
            }
            bytes.append(contentsOf: (pretty ? "\n  }" : "}").utf8)
        }
        bytes.append(contentsOf: (pretty ? "\n]\n" : "]").utf8)
        return bytes
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
