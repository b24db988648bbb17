/// Long JSON listings for scripts, in exactly the layout of ``JSONOutput/encode(_:)`` (pretty,
/// keys sorted, slashes unescaped, a final line break), written straight into bytes.
///
/// `JSONEncoder` builds a tree of boxed values and checks every value's type at run time; for a
/// list of ten thousand entries that is most of the command's time. A listing's objects all
/// have the same keys, with scalar values or lists of objects of one shape, so this writer
/// takes the fields once, sorts them once, and appends each element's values in place, a
/// nested list by its own writer into the same bytes. Tests compare its output with
/// ``JSONOutput/encode(_:)`` on random values.
public struct JSONListWriter<Element>: Sendable {
    /// One key of every object, and how to get its value from an element.
    public struct Field: Sendable {
        let key: String
        let value: Value

        /// What a field holds: a scalar, or a list that another writer appends at a depth.
        enum Value: Sendable {
            case scalar(@Sendable (Element) -> JSONScalar)
            case list(@Sendable (Element, Int, inout [UInt8]) -> Void)
        }

        /// A field named `key` whose value is `value(element)`.
        public init(_ key: String, _ value: @escaping @Sendable (Element) -> JSONScalar) {
            self.key = key
            self.value = .scalar(value)
        }

        private init(key: String, value: Value) {
            self.key = key
            self.value = value
        }

        /// A field named `key` whose value is the array of `items(element)`, each object
        /// written by `writer` (in this writer's layout).
        public static func list<Item>(_ key: String, _ writer: JSONListWriter<Item>, _ items: @escaping @Sendable (Element) -> [Item]) -> Field {
            Field(key: key, value: .list { element, depth, bytes in writer.appendArray(items(element), depth: depth, to: &bytes) })
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
    private let keys: [[UInt8]]

    /// A writer of objects with `fields`, in any order: they are written sorted by key, as
    /// `JSONEncoder`'s `.sortedKeys` orders them (by Unicode scalar values).
    public init(fields: [Field], layout: Layout = .pretty) {
        self.fields = fields.sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
        self.layout = layout
        keys = self.fields.map { field in
            var bytes: [UInt8] = []
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
        var bytes: [UInt8] = []
        // The keys and punctuation, and a guess of 16 bytes a value: one allocation for most lists.
        bytes.reserveCapacity(elements.count * (keys.reduce(8) { $0 + $1.count + 16 }))
        appendArray(elements, depth: 0, to: &bytes)
        if layout == .pretty { bytes.append(UInt8(ascii: "\n")) }
        return bytes
    }

    /// Appends `elements` as an array that starts where `bytes` ends: a document at `depth`
    /// 0, else the value of a field of an object that many levels in, indented to match.
    func appendArray(_ elements: some Collection<Element>, depth: Int, to bytes: inout [UInt8]) {
        let pretty = layout == .pretty
        bytes.append(contentsOf: (pretty ? "[\n" : "[").utf8)
        let spacing = Spacing(depth: depth + 1, pretty: pretty)
        var isFirstElement = true
        for element in elements {
            if !isFirstElement { bytes.append(contentsOf: (pretty ? ",\n" : ",").utf8) }
            isFirstElement = false
            bytes.append(contentsOf: spacing.object)
            appendObject(element, spacing, to: &bytes)
        }
        bytes.append(contentsOf: (pretty ? "\n" + Self.indentation(depth) + "]" : "]").utf8)
    }

    /// `element` as one JSON object, ending with a line break, in UTF-8. `capacity` is a guess
    /// of its size, for an object whose lists are long: the bytes are then allocated once.
    public func object(_ element: Element, capacity: Int = 0) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(capacity)
        appendObject(element, Spacing(depth: 0, pretty: layout == .pretty), to: &bytes)
        if layout == .pretty { bytes.append(UInt8(ascii: "\n")) }
        return bytes
    }

    /// The white space of objects at one depth, made once for all of them.
    private struct Spacing {
        /// How many levels in the objects are.
        let depth: Int
        /// Before an object's opening brace, on its own line.
        let object: [UInt8]
        /// Before each key.
        let key: [UInt8]
        /// From the last value to the closing brace.
        let close: [UInt8]

        init(depth: Int, pretty: Bool) {
            self.depth = depth
            object = pretty ? Array(JSONListWriter.indentation(depth).utf8) : []
            key = pretty ? Array(JSONListWriter.indentation(depth + 1).utf8) : []
            close = Array((pretty ? "\n" + JSONListWriter.indentation(depth) + "}" : "}").utf8)
        }
    }

    /// Appends `element`'s object, its opening brace where `bytes` ends and its fields and
    /// closing brace indented by `spacing`.
    private func appendObject(_ element: Element, _ spacing: Spacing, to bytes: inout [UInt8]) {
        let pretty = layout == .pretty
        bytes.append(contentsOf: (pretty ? "{\n" : "{").utf8)
        var isFirstField = true
        for index in fields.indices {
            switch fields[index].value {
            case .scalar(let value):
                let scalar = value(element)
                if !pretty, scalar == .null { continue }
                appendKey(index, spacing, first: &isFirstField, to: &bytes)
                scalar.append(to: &bytes)
            case .list(let append):
                appendKey(index, spacing, first: &isFirstField, to: &bytes)
                append(element, spacing.depth + 1, &bytes)
            }
        }
        bytes.append(contentsOf: spacing.close)
    }

    /// Appends the separator before field `index` (none before the first), its indentation and key.
    private func appendKey(_ index: Int, _ spacing: Spacing, first isFirst: inout Bool, to bytes: inout [UInt8]) {
        if !isFirst { bytes.append(contentsOf: (layout == .pretty ? ",\n" : ",").utf8) }
        isFirst = false
        bytes.append(contentsOf: spacing.key)
        bytes.append(contentsOf: keys[index])
    }

    /// The spaces before a line `depth` levels in, two a level as `JSONEncoder` indents.
    private static func indentation(_ depth: Int) -> String {
        String(repeating: "  ", count: depth)
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
