import Testing
@testable import TestRequirements

/// The three outcomes, the variable that turns a skip into a failure, and the trait that
/// checks a requirement before each test.
@Suite struct MachineRequirementTests {
    static let present = MachineRequirement(variable: "WATCHLIST_REQUIRE_PRESENT") { nil }
    static let absent = MachineRequirement(variable: "WATCHLIST_REQUIRE_ABSENT") { "the tool is not installed: install it" }

    @Test func aMetNeedRunsWhateverTheVariableSays() {
        #expect(Self.present.outcome(in: [:]) == .met)
        #expect(Self.present.outcome(in: ["WATCHLIST_REQUIRE_PRESENT": "1"]) == .met)
    }

    @Test func anUnmetNeedIsSkippedWithItsReasonUnlessItsVariableRequiresIt() {
        #expect(Self.absent.outcome(in: [:]) == .skipped("the tool is not installed: install it"))
        #expect(Self.absent.outcome(in: ["WATCHLIST_REQUIRE_ABSENT": "0", "WATCHLIST_REQUIRE_PRESENT": "1"]) == .skipped("the tool is not installed: install it"))
        #expect(
            Self.absent.outcome(in: ["WATCHLIST_REQUIRE_ABSENT": "1"])
                == .failed("the tool is not installed: install it; WATCHLIST_REQUIRE_ABSENT=1 requires it")
        )
    }

    @Test func aModuleThatNoPythonHasIsUnmetAndNamesWhatToInstall() {
        let requirement = MachineRequirement.pythonModule("watchlist_no_such_module", package: "watchlist-no-such-package", variable: "WATCHLIST_REQUIRE_NOTHING")
        #expect(requirement.outcome(in: [:]) == .skipped("python3 cannot import watchlist_no_such_module: pip install watchlist-no-such-package"))
    }

    @Test func theProbeRunsOnceHoweverOftenItIsAsked() {
        let counter = Counter()
        let cached = Cached { counter.increment() }
        #expect(cached.value && cached.value && cached.value)
        #expect(counter.count == 1)
    }

    @Test(.requires(present)) func theTraitLetsATestWithItsNeedMetRun() {
        #expect(Self.present.outcome(in: [:]) == .met)
    }
}
