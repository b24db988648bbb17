/// IMDb's ids as the numbers a catalog stores: `tt0068646` and `nm0000008` are 68646 and 8.
/// Numbers keep the tables and their indexes small.
public enum IMDbID {
    /// `tt0068646` for 68646 and `tt`: at least seven digits, as IMDb writes them.
    public static func text(_ number: Int64, prefix: String) -> String {
        let digits = String(number)
        return prefix + String(repeating: "0", count: max(0, 7 - digits.count)) + digits
    }

    /// 68646 for `tt0068646`; `nil` unless the text is the two-letter prefix and 1 to 18 digits.
    ///
    /// An import reads two ids a row for tens of millions of rows: generic code called from
    /// another module is not specialized, and iterating it byte by byte through the generic
    /// witnesses was 42% of a 1.2M-title build (measured with perf), so the bytes are read in
    /// place by ``number(bytes:prefix:)``.
    public static func number(_ text: some Collection<UInt8>, prefix: StaticString) -> Int64? {
        if let number = text.withContiguousStorageIfAvailable({ number(bytes: $0, prefix: prefix) }) { return number }
        return Array(text).withUnsafeBufferPointer { number(bytes: $0, prefix: prefix) }
    }

    /// ``number(_:prefix:)`` of bytes in memory.
    @inlinable
    public static func number(bytes text: UnsafeBufferPointer<UInt8>, prefix: StaticString) -> Int64? {
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
