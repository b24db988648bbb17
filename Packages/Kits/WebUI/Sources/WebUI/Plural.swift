/// A count with its noun in the right number, for what a page shows: `1 film`, `2 films`,
/// `0 films`. Only nouns whose plural adds an s are asked for.
public enum Plural {
    /// `count` and `noun`, with an s unless `count` is 1.
    public static func phrase(_ count: Int, _ noun: String) -> String {
        "\(count) \(count == 1 ? noun : noun + "s")"
    }
}
