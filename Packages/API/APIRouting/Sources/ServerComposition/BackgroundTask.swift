/// Work a feature runs beside the server's requests while it runs, such as sending what is
/// due every minute: the root runs each as one of the application's services, so it starts
/// with the server and is cancelled when the server shuts down gracefully.
public struct BackgroundTask: Sendable {
    /// What the server's log calls it.
    public let name: String
    /// The work: returns when it is cancelled, never on its own; what it tells its log goes to
    /// the server's, so it must hold no secret.
    public let run: @Sendable (_ log: BackgroundLog) async -> Void

    /// A task named `name` doing `run`.
    public init(name: String, run: @escaping @Sendable (_ log: BackgroundLog) async -> Void) {
        self.name = name
        self.run = run
    }
}

/// Where a ``BackgroundTask`` says what it does, in the server's log.
public struct BackgroundLog: Sendable {
    /// What every operator sees: failures, and work done.
    public let notice: @Sendable (String) -> Void
    /// What `LOG_LEVEL=debug` shows too: each round, when it did nothing as well.
    public let debug: @Sendable (String) -> Void

    /// A log that says notices with `notice` and the rest with `debug`.
    public init(notice: @escaping @Sendable (String) -> Void, debug: @escaping @Sendable (String) -> Void) {
        self.notice = notice
        self.debug = debug
    }
}
