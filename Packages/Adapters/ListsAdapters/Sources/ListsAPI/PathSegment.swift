import Foundation

/// A list's name (or a title's id) as one segment of a path, as the API's routes, the remote
/// client and the pages write it: percent-encoded, a slash included, since a name may hold one.
public enum PathSegment {
    /// `text`, percent-encoded for one path segment.
    public static func encoded(_ text: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}
