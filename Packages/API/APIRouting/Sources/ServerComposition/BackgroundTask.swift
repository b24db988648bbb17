/// Work a feature runs beside the server's requests while it runs, such as sending what is
/// due every minute: the root runs each as one of the application's services, so it starts
/// with the server and is cancelled when the server shuts down gracefully.
public struct BackgroundTask: Sendable {
    /// What the server's log calls it.
    public let name: String
    /// The work: returns when it is cancelled, never on its own; what it gives `report` (its
    /// failures, what it did) goes to the server's log, so it must hold no secret.
    public let run: @Sendable (_ report: @escaping @Sendable (String) -> Void) async -> Void

    /// A task named `name` doing `run`.
    public init(name: String, run: @escaping @Sendable (_ report: @escaping @Sendable (String) -> Void) async -> Void) {
        self.name = name
        self.run = run
    }
}
