import PostgresNIO

/// What postgres-nio's errors mean for someone starting the server. `PSQLError` hides the
/// server's message from its description, so it is read from the fields here; a password is
/// never part of any of them.
enum PostgresFailure {
    /// The error a start-up reports for `error`, met while connecting to `location`.
    static func startError(for error: any Error, at location: PostgresLocation) -> PostgresStartError {
        if let start = error as? PostgresStartError { return start }
        guard let error = error as? PSQLError else {
            return .unreachable(location: location.description, reason: String(describing: error))
        }
        switch error.code {
        case .connectionError:
            return .unreachable(location: location.description, reason: error.underlying.map { String(describing: $0) } ?? "no connection")
        case .authMechanismRequiresPassword:
            return .authenticationFailed(location: location.description)
        case .sslUnsupported:
            return .failed(location: location.description, reason: "the server does not offer TLS; add ?sslmode=disable to the URL if that is intended")
        case .server:
            switch error.serverInfo?[.sqlState] {
            case "28P01", "28000": return .authenticationFailed(location: location.description)
            case "3D000": return .noSuchDatabase(location: location.description)
            default: return .failed(location: location.description, reason: reason(of: error))
            }
        default:
            return .failed(location: location.description, reason: reason(of: error))
        }
    }

    /// The server's own message for `error` when it sent one, else the error's description.
    static func reason(of error: any Error) -> String {
        guard let error = error as? PSQLError else { return String(describing: error) }
        if let message = error.serverInfo?[.message] {
            return [message, error.serverInfo?[.sqlState].map { "SQLSTATE \($0)" }].compactMap { $0 }.joined(separator: ", ")
        }
        return error.code.description
    }
}
