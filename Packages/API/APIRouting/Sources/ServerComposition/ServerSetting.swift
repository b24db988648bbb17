/// A feature's setting of `watchlist-server`: its flag's value when given, else its
/// environment variable's, else a default; a value that does not read, or is out of range,
/// is refused naming where it came from.
public enum ServerSetting {
    /// `flag`'s value, else `variable`'s in `environment` read by `read`, else `fallback`,
    /// checked by `valid` (which says why a value is refused).
    /// - Throws: ``ServerSettingError`` naming the flag or the variable.
    public static func value<Value: Sendable>(
        _ given: Value?, flag: String, variable: String, environment: [String: String], fallback: Value,
        read: (String) -> Value?, valid: (Value) -> String? = { _ in nil }
    ) throws(ServerSettingError) -> Value {
        if let given {
            if let reason = valid(given) { throw .invalid(source: "--\(flag)", value: "\(given)", reason: reason) }
            return given
        }
        guard let text = environment[variable], !text.isEmpty else { return fallback }
        guard let value = read(text) else { throw .invalid(source: variable, value: text, reason: "it does not read as one") }
        if let reason = valid(value) { throw .invalid(source: variable, value: text, reason: reason) }
        return value
    }
}

/// A feature's setting that was given a value it cannot take.
public enum ServerSettingError: Error, Equatable, CustomStringConvertible {
    /// `source` (a flag or a variable) gave `value`, refused for `reason`.
    case invalid(source: String, value: String, reason: String)

    public var description: String {
        switch self {
        case .invalid(let source, let value, let reason): "\(source) cannot be \(value): \(reason)"
        }
    }
}
