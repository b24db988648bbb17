import MoviesInterface

/// How a catalog database numbers its titles and people, and how those numbers read as ids:
/// IMDb's `tt0068646` and `nm0000008` are stored as 68646 and 8, the embedded catalog's
/// `offline:1` as 1. Numbers keep the tables and their indexes small.
package struct CatalogKey: Sendable {
    /// The catalog the ids belong to.
    package let source: CatalogSource

    /// The id of title `number`: `imdb:tt0068646` (at least seven digits, as IMDb writes
    /// them) or `offline:1`.
    package func movieID(_ number: Int64) -> MovieID {
        guard source == .imdb else { return MovieID(source: source, value: String(number)) }
        return MovieID(source: source, value: Self.imdbText(number, prefix: "tt"))
    }

    /// The number of `id`, or `nil` when it belongs to another catalog or is not of its form.
    package func number(of id: MovieID) -> Int64? {
        guard id.source == source else { return nil }
        guard source == .imdb else { return Int64(id.value) }
        return Self.imdbNumber(id.value.utf8, prefix: "tt")
    }

    /// `tt0068646` for 68646.
    package static func imdbText(_ number: Int64, prefix: String) -> String {
        let digits = String(number)
        return prefix + String(repeating: "0", count: max(0, 7 - digits.count)) + digits
    }

    /// 68646 for `tt0068646`; `nil` unless the text is the two-letter prefix and 1 to 18 digits.
    ///
    /// An import reads two ids a row for tens of millions of rows: generic code called from
    /// another module is not specialized, and iterating it byte by byte through the generic
    /// witnesses was 42% of a 1.2M-title build (measured with perf), so the bytes are read in
    /// place by ``imdbNumber(bytes:prefix:)``.
    package static func imdbNumber(_ text: some Collection<UInt8>, prefix: StaticString) -> Int64? {
        if let number = text.withContiguousStorageIfAvailable({ imdbNumber(bytes: $0, prefix: prefix) }) { return number }
        return Array(text).withUnsafeBufferPointer { imdbNumber(bytes: $0, prefix: prefix) }
    }

    /// ``imdbNumber(_:prefix:)`` of bytes in memory.
    package static func imdbNumber(bytes text: UnsafeBufferPointer<UInt8>, prefix: StaticString) -> Int64? {
        let prefixCount = prefix.utf8CodeUnitCount
        guard text.count > prefixCount, text.count <= prefixCount + 18 else { return nil }
        let prefixStart = prefix.utf8Start
        for index in 0..<prefixCount where text[index] != prefixStart[index] { return nil }
        var number: Int64 = 0
        for index in prefixCount..<text.count {
            let digit = text[index] &- UInt8(ascii: "0")
            guard digit <= 9 else { return nil }
            number = number * 10 + Int64(digit)
        }
        return number
    }
}
