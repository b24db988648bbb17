/// Styling for terminal text. With colors off every function returns its input unchanged,
/// so output stays readable in pipes, logs and under `NO_COLOR`.
public struct TextStyle: Sendable, Equatable {
    /// Whether ANSI escape sequences are emitted.
    public let usesColor: Bool

    /// Plain text: no escape sequences.
    public static let plain = TextStyle(usesColor: false)
    /// ANSI colors and weights.
    public static let ansi = TextStyle(usesColor: true)

    /// Creates a style.
    public init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    /// The style for a stream, following <https://no-color.org>: color only on a terminal,
    /// never when `NO_COLOR` is set to anything non-empty or `TERM` is `dumb`.
    public static func detect(environment: [String: String], isTerminal: Bool) -> TextStyle {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let dumb = environment["TERM"] == "dumb"
        return TextStyle(usesColor: isTerminal && !noColor && !dumb)
    }

    /// Bold text, for headings.
    public func bold(_ text: String) -> String { wrap(text, "1") }
    /// Dimmed text, for secondary detail.
    public func dim(_ text: String) -> String { wrap(text, "2") }
    /// Red text, for errors.
    public func red(_ text: String) -> String { wrap(text, "31") }
    /// Green text, for success.
    public func green(_ text: String) -> String { wrap(text, "32") }
    /// Yellow text, for warnings and ratings.
    public func yellow(_ text: String) -> String { wrap(text, "33") }

    private func wrap(_ text: String, _ code: String) -> String {
        usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
