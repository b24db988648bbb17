import TestRequirements

extension MachineRequirement {
    /// Paths that even this process cannot write (``ReadOnlyPaths/canBeCreated``): CI requires
    /// it with `WATCHLIST_REQUIRE_READ_ONLY_PATHS=1` where `chattr +i` works.
    public static let readOnlyPaths = MachineRequirement(variable: "WATCHLIST_REQUIRE_READ_ONLY_PATHS") {
        ReadOnlyPaths.canBeCreated ? nil : ReadOnlyPaths.reason
    }
}
