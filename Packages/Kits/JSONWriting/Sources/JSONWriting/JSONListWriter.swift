/// Long JSON listings for scripts, in exactly the layout of ``JSONOutput/encode(_:)`` (pretty,
/// keys sorted, slashes unescaped, a final line break), written straight into bytes.
///
/// `JSONEncoder` builds a tree of boxed values and checks every value's type at run time; for a
/// list of ten thousand entries that is most of the command's time. A listing's objects all
/// have the same keys, with scalar values or lists of objects of one shape, so this writer
/// takes the fields once, sorts them once, and appends each element's values in place, a
/// nested list by its own writer into the same bytes. Tests compare its output with
/// ``JSONOutput/encode(_:)`` on random values.
///
/// Its methods are `@inlinable`, so that each feature's module specializes them for its own
/// elements: called through generics across the module boundary, a 10,000-episode `show`
/// spent most of the writer's time in metadata lookups, copies of each element for each field
/// and their reference counting (measured with perf).
public struct JSONListWriter<Element>: Sendable {
    /// One key of every object, and how to get its value from an element.
    public struct Field: Sendable {
        @usableFromInline let key: String
        @usableFromInline let value: Value

        /// What a field holds: a scalar, or a list that another writer appends at a depth.
        @usableFromInline enum Value: Sendable {
            case scalar(@Sendable (Element) -> JSONScalar)
            case list(@Sendable (Element, Int, inout [UInt8]) -> Void)
        }

        /// A field named `key` whose value is `value(element)`.
        @inlinable
        public init(_ key: String, _ value: @escaping @Sendable (Element) -> JSONScalar) {
            self.key = key
            self.value = .scalar(value)
        }

        @usableFromInline init(key: String, value: Value) {
            self.key = key
            self.value = value
        }

        /// A field named `key` whose value is the array of `items(element)`, each object
        /// written by `writer` (in this writer's layout).
        @inlinable
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

    @usableFromInline let fields: [Field]
    @usableFromInline let layout: Layout
    /// Each field's key, quoted, with its colon: one after the other in `keyBytes`, at
    /// `keyRanges[index]`.
    @usableFromInline let keyBytes: [UInt8]
    @usableFromInline let keyRanges: [Range<Int>]

    /// A writer of objects with `fields`, in any order: they are written sorted by key, as
    /// `JSONEncoder`'s `.sortedKeys` orders them (by Unicode scalar values).
    public init(fields: [Field], layout: Layout = .pretty) {
        self.fields = fields.sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
        self.layout = layout
        var keyBytes: [UInt8] = []
        keyRanges = self.fields.map { field in
            let start = keyBytes.count
            JSONText.appendString(field.key, to: &keyBytes)
            keyBytes.append(contentsOf: (layout == .pretty ? " : " : ":").utf8)
            return start..<keyBytes.count
        }
        self.keyBytes = keyBytes
    }

    /// `elements` as a JSON array of objects; in the pretty layout, ending with a line break.
    @inlinable
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
    @inlinable
    public func bytes(_ elements: some Collection<Element>) -> [UInt8] {
        var bytes: [UInt8] = []
        // The keys and punctuation, and a guess of 16 bytes a value: one allocation for most lists.
        bytes.reserveCapacity(elements.count * (8 + keyBytes.count + 16 * keyRanges.count))
        appendArray(elements, depth: 0, to: &bytes)
        if layout == .pretty { bytes.append(UInt8(ascii: "\n")) }
        return bytes
    }

    /// `elements` as a JSON array of objects, the same bytes as ``bytes(_:)``, handed to
    /// `write` in pieces of at least `chunk` bytes (the last one shorter) as they are written.
    /// For a listing of hundreds of thousands of objects: the whole document was as large as
    /// all of them, and its memory's page faults a tenth of `history --json` (measured with
    /// perf).
    @inlinable
    public func write(_ elements: some Collection<Element>, chunk: Int = 1 << 20, to write: ([UInt8]) -> Void) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(chunk + chunk / 4)
        appendArray(elements, depth: 0, to: &bytes) { bytes in
            guard bytes.count >= chunk else { return }
            write(bytes)
            bytes.removeAll(keepingCapacity: true)
        }
        if layout == .pretty { bytes.append(UInt8(ascii: "\n")) }
        write(bytes)
    }

    /// Appends `elements` as an array that starts where `bytes` ends: a document at `depth`
    /// 0, else the value of a field of an object that many levels in, indented to match.
    /// `afterEach` is given the bytes after each element's object.
    @inlinable
    func appendArray(
        _ elements: some Collection<Element>, depth: Int, to bytes: inout [UInt8], afterEach: (inout [UInt8]) -> Void = { _ in }
    ) {
        let pretty = layout == .pretty
        bytes.append(contentsOf: (pretty ? "[\n" : "[").utf8)
        let spacing = Spacing(depth: depth + 1, pretty: pretty)
        var isFirstElement = true
        for element in elements {
            if !isFirstElement {
                bytes.append(UInt8(ascii: ","))
                if pretty { bytes.append(UInt8(ascii: "\n")) }
            }
            isFirstElement = false
            bytes.append(contentsOf: spacing.object)
            appendObject(element, spacing, to: &bytes)
            afterEach(&bytes)
        }
        bytes.append(contentsOf: (pretty ? "\n" + Self.indentation(depth) + "]" : "]").utf8)
    }

    /// `element` as one JSON object, ending with a line break, in UTF-8. `capacity` is a guess
    /// of its size, for an object whose lists are long: the bytes are then allocated once.
    @inlinable
    public func object(_ element: Element, capacity: Int = 0) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(capacity)
        appendObject(element, Spacing(depth: 0, pretty: layout == .pretty), to: &bytes)
        if layout == .pretty { bytes.append(UInt8(ascii: "\n")) }
        return bytes
    }

    /// The white space of objects at one depth, made once for all of them.
    @usableFromInline struct Spacing {
        /// How many levels in the objects are.
        @usableFromInline let depth: Int
        /// Before an object's opening brace, on its own line.
        @usableFromInline let object: [UInt8]
        /// Before each key.
        @usableFromInline let key: [UInt8]
        /// From the last value to the closing brace.
        @usableFromInline let close: [UInt8]

        @inlinable
        init(depth: Int, pretty: Bool) {
            self.depth = depth
            object = pretty ? Array(JSONListWriter.indentation(depth).utf8) : []
            key = pretty ? Array(JSONListWriter.indentation(depth + 1).utf8) : []
            close = Array((pretty ? "\n" + JSONListWriter.indentation(depth) + "}" : "}").utf8)
        }
    }

    /// Appends `element`'s object, its opening brace where `bytes` ends and its fields and
    /// closing brace indented by `spacing`. The fields and keys are read through pointers:
    /// read from the arrays, each field's closure and key was retained and released for each
    /// element, half the writer's time (measured with perf).
    @inlinable
    func appendObject(_ element: Element, _ spacing: Spacing, to bytes: inout [UInt8]) {
        let pretty = layout == .pretty
        bytes.append(UInt8(ascii: "{"))
        if pretty { bytes.append(UInt8(ascii: "\n")) }
        var isFirstField = true
        fields.withUnsafeBufferPointer { fields in
            keyBytes.withUnsafeBufferPointer { keys in
                spacing.key.withUnsafeBufferPointer { indentation in
                    for index in fields.indices {
                        switch fields[index].value {
                        case .scalar(let value):
                            let scalar = value(element)
                            if !pretty, scalar == .null { continue }
                            Self.appendKey(UnsafeBufferPointer(rebasing: keys[keyRanges[index]]), indentation, pretty: pretty, first: &isFirstField, to: &bytes)
                            scalar.append(to: &bytes)
                        case .list(let append):
                            Self.appendKey(UnsafeBufferPointer(rebasing: keys[keyRanges[index]]), indentation, pretty: pretty, first: &isFirstField, to: &bytes)
                            append(element, spacing.depth + 1, &bytes)
                        }
                    }
                }
            }
        }
        bytes.append(contentsOf: spacing.close)
    }

    /// Appends the separator before a field (none before the first), its indentation and key.
    @inlinable
    static func appendKey(_ key: UnsafeBufferPointer<UInt8>, _ indentation: UnsafeBufferPointer<UInt8>, pretty: Bool, first isFirst: inout Bool, to bytes: inout [UInt8]) {
        if !isFirst {
            bytes.append(UInt8(ascii: ","))
            if pretty { bytes.append(UInt8(ascii: "\n")) }
        }
        isFirst = false
        bytes.append(contentsOf: indentation)
        bytes.append(contentsOf: key)
    }

    /// The spaces before a line `depth` levels in, two a level as `JSONEncoder` indents.
    @usableFromInline
    static func indentation(_ depth: Int) -> String {
        String(repeating: "  ", count: depth)
    }
}

/// A JSON value that is not an array or an object.
public enum JSONScalar: Sendable, Hashable {
    /// A string, escaped as `JSONEncoder` escapes it.
    case string(String)
    /// An integer.
    case integer(Int)
    /// `true` or `false`.
    case boolean(Bool)
    /// `null`.
    case null

    /// `.string(text)`, or `.null` when `text` is `nil`.
    @inlinable
    public static func string(_ text: String?) -> JSONScalar {
        text.map { .string($0) } ?? .null
    }

    /// `.integer(number)`, or `.null` when `number` is `nil`.
    @inlinable
    public static func integer(_ number: Int?) -> JSONScalar {
        number.map { .integer($0) } ?? .null
    }

    @inlinable
    func append(to bytes: inout [UInt8]) {
        switch self {
        case .string(let text): JSONText.appendString(text, to: &bytes)
        case .integer(let number): JSONText.appendInteger(number, to: &bytes)
        case .boolean(let value): bytes.append(contentsOf: (value ? "true" : "false").utf8)
        case .null: bytes.append(contentsOf: "null".utf8)
        }
    }
}

/// JSON string literals, escaped as `JSONEncoder` with `.withoutEscapingSlashes` escapes them,
/// and integers, written as `String(number)` writes them.
@usableFromInline
enum JSONText {
    @usableFromInline
    static func appendString(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        let appended: Void? = text.utf8.withContiguousStorageIfAvailable { utf8 in appendEscaped(utf8, to: &bytes) }
        if appended == nil { appendEscaped(Array(text.utf8), to: &bytes) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends `utf8` escaped: each run of bytes that need no escape at once.
    private static func appendEscaped(_ utf8: some RandomAccessCollection<UInt8>, to bytes: inout [UInt8]) {
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            let byte = utf8[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
                utf8.formIndex(after: &index)
                continue
            }
            bytes.append(contentsOf: utf8[start..<index])
            appendEscape(byte, to: &bytes)
            utf8.formIndex(after: &index)
            start = index
        }
        bytes.append(contentsOf: utf8[start..<index])
    }

    private static func appendEscape(_ byte: UInt8, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        default:
            bytes.append(contentsOf: "u00".utf8)
            bytes.append(hexDigit(byte >> 4))
            bytes.append(hexDigit(byte & 0x0F))
        }
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    /// Appends `number`'s decimal digits, without making a `String` of them.
    @usableFromInline
    static func appendInteger(_ number: Int, to bytes: inout [UInt8]) {
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        var rest = number.magnitude
        // UInt.max has 20 digits.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = digits.endIndex
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            bytes.append(contentsOf: digits[start...])
        }
    }
}
