/// How long a registered service lives.
public enum Lifetime: Sendable, Equatable {
    /// A new instance for every resolution.
    case transient
    /// One instance for the container's lifetime, created on first resolution.
    case shared
}
