import Testing

extension Trait where Self == ConditionTrait {
    /// Runs the test, or each test of the suite, only where `requirement` is met: where it is
    /// not, the test is skipped with the reason, or fails when the requirement's variable
    /// requires it. The requirement is probed when the tests are planned.
    public static func requires(_ requirement: MachineRequirement) -> Self {
        switch requirement.outcome() {
        case .met:
            .enabled(if: true)
        case .skipped(let reason):
            .enabled(if: false, Comment(rawValue: reason))
        case .failed(let reason):
            .enabled(Comment(rawValue: reason)) { throw MachineRequirement.Unmet(reason: reason) }
        }
    }
}
