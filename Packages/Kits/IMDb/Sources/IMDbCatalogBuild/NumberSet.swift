/// A set of small non-negative numbers (IMDb's title and person numbers, up to tens of
/// millions) as one bit each: every title of a 12-million-row basics file in 5 MB.
///
/// Inlinable: the parts that use it are in other modules, and a build asks it once a row.
public struct NumberSet {
    @usableFromInline var words: [UInt64] = []
    /// How many numbers it holds.
    public var count: Int { counted }
    @usableFromInline var counted = 0

    /// An empty set.
    public init() {}

    /// Adds `number`.
    @inlinable
    public mutating func insert(_ number: Int64) {
        guard number >= 0 else { return }
        let (word, bit) = (Int(number >> 6), UInt64(1) << UInt64(number & 63))
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: max(word + 1 - words.count, words.count))) }
        if words[word] & bit == 0 {
            words[word] |= bit
            counted += 1
        }
    }

    /// Whether `number` is in the set.
    @inlinable
    public func contains(_ number: Int64) -> Bool {
        guard number >= 0 else { return false }
        let word = Int(number >> 6)
        return word < words.count && words[word] & (UInt64(1) << UInt64(number & 63)) != 0
    }
}
