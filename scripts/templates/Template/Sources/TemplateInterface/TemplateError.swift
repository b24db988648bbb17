/// Why a Template operation failed. Each message says what happened; the executable running
/// the feature adds which of its commands or options to use next.
public enum TemplateError: Error, Equatable, CustomStringConvertible {
    /// The text was empty or blank.
    case blankText
    /// The items could not be read from `path`; nothing was changed.
    case unreadableFile(path: String, reason: String)
    /// The items could not be written to `path`; the item was not added.
    case unwritableFile(path: String, reason: String)

    public var description: String {
        switch self {
        case .blankText:
            "the text is empty; give a few words"
        case .unreadableFile(let path, let reason):
            "cannot read the items in \(path) (\(reason)); nothing was changed"
        case .unwritableFile(let path, let reason):
            "cannot write the items to \(path) (\(reason)); the item was not added"
        }
    }
}
