import IMDbDatasets

/// Splits IMDb's tab-separated values into rows, over a stream of bytes.
///
/// IMDb's files are not CSV: they have no quoting and no escapes (a `"` is only a character,
/// and titles contain unbalanced ones), every row is one line, `\N` is null. A CSV library
/// would misread them, so this splits lines at `\n` and fields at tabs, on bytes, without
/// copying a row until a field is asked for. Text fields are checked to be UTF-8.
public struct TSVReader {
    /// A row, valid only inside the closure that receives it.
    public struct Row {
        /// Its line in the file, from 1 for the header.
        public let line: Int64
        // Inlinable, as are the accessors below, and made of pointers into the reader's
        // buffers, which no row outlives: the parts that read rows are in other modules, where
        // a row holding an array was retained and released at each call, and a call per field
        // was not specialized (perf, on a 1M-title build).
        @usableFromInline let bytes: UnsafeBufferPointer<UInt8>
        @usableFromInline let fieldBounds: UnsafeBufferPointer<Range<Int>>

        /// How many fields it has.
        @inlinable
        public var count: Int { fieldBounds.count }

        /// The raw bytes of field `index`.
        @inlinable
        public func rawField(_ index: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: bytes[fieldBounds[index]])
        }

        /// Whether field `index` is `\N`.
        @inlinable
        public func isNull(_ index: Int) -> Bool {
            let field = rawField(index)
            return field.count == 2 && field[0] == UInt8(ascii: "\\") && field[1] == UInt8(ascii: "N")
        }

        /// Field `index` as text; `nil` for `\N`.
        /// - Throws: ``CatalogBuildError/invalidUTF8(file:line:)`` via `file`.
        @inlinable
        public func text(_ index: Int, file: String) throws(CatalogBuildError) -> String? {
            if isNull(index) { return nil }
            guard let text = String(validating: rawField(index), as: UTF8.self) else {
                throw .invalidUTF8(file: file, line: line)
            }
            return text
        }

        /// Field `index` as the number of an IMDb id with `prefix` (`tt0068646` is 68646).
        /// - Throws: ``CatalogBuildError/invalidID(file:line:value:)`` via `file` when it is not one.
        @inlinable
        public func imdbNumber(_ index: Int, prefix: StaticString, file: String) throws(CatalogBuildError) -> Int64 {
            guard let number = IMDbID.number(bytes: rawField(index), prefix: prefix) else {
                throw .invalidID(file: file, line: line, value: String(decoding: rawField(index), as: UTF8.self))
            }
            return number
        }

        /// Whether field `index` is `1` (`isAdult`).
        @inlinable
        public func isOne(_ index: Int) -> Bool {
            let field = rawField(index)
            return field.count == 1 && field[0] == UInt8(ascii: "1")
        }

        /// Field `index` as a whole number; `nil` for `\N`, an empty field, or anything else.
        @inlinable
        public func integer(_ index: Int) -> Int64? {
            let field = rawField(index)
            guard !field.isEmpty, field.count <= 18 else { return nil }
            var value: Int64 = 0
            for byte in field {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int64(byte - UInt8(ascii: "0"))
            }
            return value
        }

        /// Field `index` as a decimal number (`8.7`); `nil` for `\N` or anything else.
        @inlinable
        public func decimal(_ index: Int) -> Double? {
            let field = rawField(index)
            guard !field.isEmpty, field.count <= 32, field.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: ".") }) else {
                return nil
            }
            return Double(String(decoding: field, as: UTF8.self))
        }
    }

    /// The longest line accepted, in bytes. IMDb's longest rows are a few kilobytes; a longer
    /// line means the file is not one of IMDb's, and reading on would hold all of it in memory.
    public static let maximumLineLength = 1 << 20

    /// The file the bytes come from, for messages.
    let file: String
    private var pending: [UInt8] = []
    private var line: Int64 = 0
    private var bounds: [Range<Int>] = []

    /// A reader of the bytes of `file` (named in errors).
    init(file: String) {
        self.file = file
    }

    /// The number of the last line handed out.
    var lastLine: Int64 { line }

    /// Appends `chunk` and hands every complete line in it to `body`; a line that the chunk
    /// does not finish waits for the next chunk (or ``finish(_:)``).
    /// - Throws: ``CatalogBuildError/lineTooLong(file:line:limit:)`` for a line longer than
    ///   ``maximumLineLength``, and whatever `body` throws.
    mutating func consume(_ chunk: [UInt8], _ body: (Row) throws -> Void) throws {
        // `pending` holds no newline: only its new bytes need searching.
        var searchFrom = pending.count
        pending.append(contentsOf: chunk)
        var start = 0
        try pending.withUnsafeBufferPointer { bytes in
            while let newline = bytes[searchFrom...].firstIndex(of: UInt8(ascii: "\n")) {
                try emit(bytes, start..<newline, body)
                start = newline + 1
                searchFrom = start
            }
        }
        pending.removeFirst(start)
        if pending.count > Self.maximumLineLength {
            throw CatalogBuildError.lineTooLong(file: file, line: line + 1, limit: Self.maximumLineLength)
        }
    }

    /// Hands the last line, when the file does not end with a newline, to `body`.
    mutating func finish(_ body: (Row) throws -> Void) throws {
        guard !pending.isEmpty else { return }
        try pending.withUnsafeBufferPointer { bytes in try emit(bytes, 0..<bytes.count, body) }
        pending.removeAll()
    }

    private mutating func emit(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ body: (Row) throws -> Void) throws {
        line += 1
        var end = range.upperBound
        if end > range.lowerBound, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        bounds.removeAll(keepingCapacity: true)
        var fieldStart = range.lowerBound
        var index = range.lowerBound
        while index < end {
            if bytes[index] == UInt8(ascii: "\t") {
                bounds.append(fieldStart..<index)
                fieldStart = index + 1
            }
            index += 1
        }
        bounds.append(fieldStart..<end)
        let line = line
        try bounds.withUnsafeBufferPointer { fields in try body(Row(line: line, bytes: bytes, fieldBounds: fields)) }
    }
}
