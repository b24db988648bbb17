import AuthInterface
import Foundation

extension ProfileName {
    /// The name in the form it is stored and compared in, or an error saying what is wrong.
    public static func normalized(_ name: String) throws(AuthError) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        let allowed = trimmed.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }
        guard !trimmed.isEmpty, trimmed.count <= maximumLength, allowed else {
            throw .invalidName(name)
        }
        return trimmed.lowercased()
    }
}
