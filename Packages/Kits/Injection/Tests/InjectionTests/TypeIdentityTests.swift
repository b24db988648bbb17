import Testing
import Injection

private enum ModuleA { struct Config: Sendable { let name = "A" } }
private enum ModuleB { struct Config: Sendable { let name = "B" } }

@Suite struct TypeIdentityTests {
    @Test func typesWithTheSameNameAreDifferentKeys() throws {
        let container = Container()
        container.register(ModuleA.Config.self, instance: ModuleA.Config())
        #expect(container.isRegistered(ModuleA.Config.self))
        #expect(!container.isRegistered(ModuleB.Config.self))
        #expect(throws: ResolutionError.self) { try container.resolve(ModuleB.Config.self) }
        #expect(try container.resolve(ModuleA.Config.self).name == "A")
    }
}
