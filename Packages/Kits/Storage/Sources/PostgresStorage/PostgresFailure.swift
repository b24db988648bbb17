import Foundation
import NIOCore
import NIOPosix
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
            return .unreachable(location: location.description, reason: connectionReason(error.underlying))
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

    /// Why a connection failed, in a few words ("Connection refused", "no answer within 10 s")
    /// rather than SwiftNIO's nested descriptions.
    static func connectionReason(_ error: (any Error)?) -> String {
        switch error {
        case let error as NIOConnectionError:
            if error.connectionErrors.isEmpty, let lookup = error.dnsAError ?? error.dnsAAAAError {
                return "the host name \(error.host) could not be resolved (\(lookup))"
            }
            return connectionReason(error.connectionErrors.first?.error)
        case let error as IOError:
            return String(cString: strerror(error.errnoCode))
        case ChannelError.connectTimeout(let wait)?:
            return "no answer within \(wait.nanoseconds / 1_000_000_000) s"
        case let error?:
            return String(describing: error)
        case nil:
            return "no connection"
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
