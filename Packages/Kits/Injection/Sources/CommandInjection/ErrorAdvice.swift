/// What an executable adds to an error: the next thing to type, in its own commands.
///
/// Features' errors say what happened; they cannot know which commands and options the
/// executable running them has (`watchlist-dev` has no `login`, `movies-dev` no
/// `--catalog offline`). Each executable supplies its advice, and a root test checks that
/// every command and option it names exists in that executable.
public struct ErrorAdvice: Sendable {
    private let advise: @Sendable (any Error) -> String?

    /// Advice computed by `advise`; `nil` means the error's own message is enough.
    public init(_ advise: @escaping @Sendable (any Error) -> String?) {
        self.advise = advise
    }

    /// No advice for anything.
    public static let none = ErrorAdvice { _ in nil }

    /// The advice for `error`, if any.
    public func advice(for error: any Error) -> String? {
        advise(error)
    }

    /// `error`'s message followed by the advice, as one error for ArgumentParser to print.
    public func advised(_ error: any Error) -> any Error {
        guard let advice = advice(for: error) else { return error }
        return AdvisedError(underlying: error, advice: advice)
    }
}

/// An error with the executable's advice after its own message.
public struct AdvisedError: Error, CustomStringConvertible {
    /// The error that happened.
    public let underlying: any Error
    /// What to do next, in the executable's own commands.
    public let advice: String

    public var description: String { "\(underlying)\n\(advice)" }
}
