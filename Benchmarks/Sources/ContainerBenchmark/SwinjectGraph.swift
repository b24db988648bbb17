import Swinject

/// The graph in Swinject: even leaves in the container scope, the rest `scope`.
func makeSwinjectContainer(scope: ObjectScope) -> Swinject.Container {
    let container = Swinject.Container()
    container.register(S0_0.self) { r in S0_0(r.required(S1_0.self), r.required(S1_1.self)) }.inObjectScope(scope)
    container.register(S1_0.self) { r in S1_0(r.required(S2_0.self), r.required(S2_1.self)) }.inObjectScope(scope)
    container.register(S1_1.self) { r in S1_1(r.required(S2_2.self), r.required(S2_3.self)) }.inObjectScope(scope)
    container.register(S1_2.self) { r in S1_2(r.required(S2_4.self), r.required(S2_5.self)) }.inObjectScope(scope)
    container.register(S1_3.self) { r in S1_3(r.required(S2_6.self), r.required(S2_7.self)) }.inObjectScope(scope)
    container.register(S2_0.self) { r in S2_0(r.required(S3_0.self), r.required(S3_1.self)) }.inObjectScope(scope)
    container.register(S2_1.self) { r in S2_1(r.required(S3_2.self), r.required(S3_3.self)) }.inObjectScope(scope)
    container.register(S2_2.self) { r in S2_2(r.required(S3_4.self), r.required(S3_5.self)) }.inObjectScope(scope)
    container.register(S2_3.self) { r in S2_3(r.required(S3_6.self), r.required(S3_7.self)) }.inObjectScope(scope)
    container.register(S2_4.self) { r in S2_4(r.required(S3_8.self), r.required(S3_9.self)) }.inObjectScope(scope)
    container.register(S2_5.self) { r in S2_5(r.required(S3_10.self), r.required(S3_11.self)) }.inObjectScope(scope)
    container.register(S2_6.self) { r in S2_6(r.required(S3_0.self), r.required(S3_1.self)) }.inObjectScope(scope)
    container.register(S2_7.self) { r in S2_7(r.required(S3_2.self), r.required(S3_3.self)) }.inObjectScope(scope)
    container.register(S3_0.self) { r in S3_0(r.required(S4_0.self), r.required(S4_1.self)) }.inObjectScope(scope)
    container.register(S3_1.self) { r in S3_1(r.required(S4_2.self), r.required(S4_3.self)) }.inObjectScope(scope)
    container.register(S3_2.self) { r in S3_2(r.required(S4_4.self), r.required(S4_5.self)) }.inObjectScope(scope)
    container.register(S3_3.self) { r in S3_3(r.required(S4_6.self), r.required(S4_7.self)) }.inObjectScope(scope)
    container.register(S3_4.self) { r in S3_4(r.required(S4_8.self), r.required(S4_9.self)) }.inObjectScope(scope)
    container.register(S3_5.self) { r in S3_5(r.required(S4_10.self), r.required(S4_11.self)) }.inObjectScope(scope)
    container.register(S3_6.self) { r in S3_6(r.required(S4_0.self), r.required(S4_1.self)) }.inObjectScope(scope)
    container.register(S3_7.self) { r in S3_7(r.required(S4_2.self), r.required(S4_3.self)) }.inObjectScope(scope)
    container.register(S3_8.self) { r in S3_8(r.required(S4_4.self), r.required(S4_5.self)) }.inObjectScope(scope)
    container.register(S3_9.self) { r in S3_9(r.required(S4_6.self), r.required(S4_7.self)) }.inObjectScope(scope)
    container.register(S3_10.self) { r in S3_10(r.required(S4_8.self), r.required(S4_9.self)) }.inObjectScope(scope)
    container.register(S3_11.self) { r in S3_11(r.required(S4_10.self), r.required(S4_11.self)) }.inObjectScope(scope)
    container.register(S4_0.self) { r in S4_0(r.required(S5_0.self), r.required(S5_1.self)) }.inObjectScope(scope)
    container.register(S4_1.self) { r in S4_1(r.required(S5_2.self), r.required(S5_3.self)) }.inObjectScope(scope)
    container.register(S4_2.self) { r in S4_2(r.required(S5_4.self), r.required(S5_5.self)) }.inObjectScope(scope)
    container.register(S4_3.self) { r in S4_3(r.required(S5_6.self), r.required(S5_7.self)) }.inObjectScope(scope)
    container.register(S4_4.self) { r in S4_4(r.required(S5_8.self), r.required(S5_9.self)) }.inObjectScope(scope)
    container.register(S4_5.self) { r in S4_5(r.required(S5_10.self), r.required(S5_11.self)) }.inObjectScope(scope)
    container.register(S4_6.self) { r in S4_6(r.required(S5_12.self), r.required(S5_0.self)) }.inObjectScope(scope)
    container.register(S4_7.self) { r in S4_7(r.required(S5_1.self), r.required(S5_2.self)) }.inObjectScope(scope)
    container.register(S4_8.self) { r in S4_8(r.required(S5_3.self), r.required(S5_4.self)) }.inObjectScope(scope)
    container.register(S4_9.self) { r in S4_9(r.required(S5_5.self), r.required(S5_6.self)) }.inObjectScope(scope)
    container.register(S4_10.self) { r in S4_10(r.required(S5_7.self), r.required(S5_8.self)) }.inObjectScope(scope)
    container.register(S4_11.self) { r in S4_11(r.required(S5_9.self), r.required(S5_10.self)) }.inObjectScope(scope)
    container.register(S5_0.self) { r in S5_0() }.inObjectScope(.container)
    container.register(S5_1.self) { r in S5_1() }.inObjectScope(scope)
    container.register(S5_2.self) { r in S5_2() }.inObjectScope(.container)
    container.register(S5_3.self) { r in S5_3() }.inObjectScope(scope)
    container.register(S5_4.self) { r in S5_4() }.inObjectScope(.container)
    container.register(S5_5.self) { r in S5_5() }.inObjectScope(scope)
    container.register(S5_6.self) { r in S5_6() }.inObjectScope(.container)
    container.register(S5_7.self) { r in S5_7() }.inObjectScope(scope)
    container.register(S5_8.self) { r in S5_8() }.inObjectScope(.container)
    container.register(S5_9.self) { r in S5_9() }.inObjectScope(scope)
    container.register(S5_10.self) { r in S5_10() }.inObjectScope(.container)
    container.register(S5_11.self) { r in S5_11() }.inObjectScope(scope)
    container.register(S5_12.self) { r in S5_12() }.inObjectScope(.container)
    return container
}

extension Swinject.Resolver {
    /// Resolves a registered service; the benchmark registers every one it asks for.
    func required<Service>(_ type: Service.Type) -> Service {
        guard let service = resolve(type) else { preconditionFailure("\(type) is not registered") }
        return service
    }
}
