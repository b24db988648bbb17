import Testing
import Injection

private struct First: Sendable {}
private struct Second: Sendable {}

@Suite struct CycleTests {
    @Test func aCycleIsReportedWithItsPath() {
        let container = Container()
        container.register(First.self) { resolver in _ = try resolver.resolve(Second.self); return First() }
        container.register(Second.self) { resolver in _ = try resolver.resolve(First.self); return Second() }
        let error = #expect(throws: ResolutionError.self) { try container.resolve(First.self) }
        #expect(error?.path == ["First", "Second", "First"])
        #expect(error?.description.contains("First -> Second -> First: dependency cycle") == true)
    }

    @Test func aSharedSelfCycleIsReportedNotDeadlocked() {
        let container = Container()
        container.register(First.self, lifetime: .shared) { resolver in try resolver.resolve(First.self) }
        let error = #expect(throws: ResolutionError.self) { try container.resolve(First.self) }
        #expect(error?.path == ["First", "First"])
    }
}
