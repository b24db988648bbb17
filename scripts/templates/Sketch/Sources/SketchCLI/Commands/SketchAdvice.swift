import SketchInterface

/// What to type next after an error of the Sketch commands, in those commands. Every
/// executable that offers them names the command they sit under (`watchlist sketch`,
/// `sketch-dev`), and adds advice of its own before this; Auth advises on signing in.
public enum SketchAdvice {
    /// The advice for `error`, naming the commands as `command` runs them, or `nil`.
    public static func advice(for error: any Error, invokedAs command: String) -> String? {
        switch error {
        case SketchError.blankText: "Give the text in quotes: `\(command) add \"first item\"`."
        case SketchError.textTooLong: "Say it in \(SketchError.longestText) characters or fewer."
        default: nil
        }
    }
}
