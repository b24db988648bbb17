import Injection

/// The graph in our container: even leaves always shared (infrastructure), the rest `lifetime`.
func makeInjectionContainer(lifetime: Lifetime) -> Container {
    let container = Container()
    container.register(S0_0.self, lifetime: lifetime) { r in S0_0(try r.resolve(S1_0.self), try r.resolve(S1_1.self)) }
    container.register(S1_0.self, lifetime: lifetime) { r in S1_0(try r.resolve(S2_0.self), try r.resolve(S2_1.self)) }
    container.register(S1_1.self, lifetime: lifetime) { r in S1_1(try r.resolve(S2_2.self), try r.resolve(S2_3.self)) }
    container.register(S1_2.self, lifetime: lifetime) { r in S1_2(try r.resolve(S2_4.self), try r.resolve(S2_5.self)) }
    container.register(S1_3.self, lifetime: lifetime) { r in S1_3(try r.resolve(S2_6.self), try r.resolve(S2_7.self)) }
    container.register(S2_0.self, lifetime: lifetime) { r in S2_0(try r.resolve(S3_0.self), try r.resolve(S3_1.self)) }
    container.register(S2_1.self, lifetime: lifetime) { r in S2_1(try r.resolve(S3_2.self), try r.resolve(S3_3.self)) }
    container.register(S2_2.self, lifetime: lifetime) { r in S2_2(try r.resolve(S3_4.self), try r.resolve(S3_5.self)) }
    container.register(S2_3.self, lifetime: lifetime) { r in S2_3(try r.resolve(S3_6.self), try r.resolve(S3_7.self)) }
    container.register(S2_4.self, lifetime: lifetime) { r in S2_4(try r.resolve(S3_8.self), try r.resolve(S3_9.self)) }
    container.register(S2_5.self, lifetime: lifetime) { r in S2_5(try r.resolve(S3_10.self), try r.resolve(S3_11.self)) }
    container.register(S2_6.self, lifetime: lifetime) { r in S2_6(try r.resolve(S3_0.self), try r.resolve(S3_1.self)) }
    container.register(S2_7.self, lifetime: lifetime) { r in S2_7(try r.resolve(S3_2.self), try r.resolve(S3_3.self)) }
    container.register(S3_0.self, lifetime: lifetime) { r in S3_0(try r.resolve(S4_0.self), try r.resolve(S4_1.self)) }
    container.register(S3_1.self, lifetime: lifetime) { r in S3_1(try r.resolve(S4_2.self), try r.resolve(S4_3.self)) }
    container.register(S3_2.self, lifetime: lifetime) { r in S3_2(try r.resolve(S4_4.self), try r.resolve(S4_5.self)) }
    container.register(S3_3.self, lifetime: lifetime) { r in S3_3(try r.resolve(S4_6.self), try r.resolve(S4_7.self)) }
    container.register(S3_4.self, lifetime: lifetime) { r in S3_4(try r.resolve(S4_8.self), try r.resolve(S4_9.self)) }
    container.register(S3_5.self, lifetime: lifetime) { r in S3_5(try r.resolve(S4_10.self), try r.resolve(S4_11.self)) }
    container.register(S3_6.self, lifetime: lifetime) { r in S3_6(try r.resolve(S4_0.self), try r.resolve(S4_1.self)) }
    container.register(S3_7.self, lifetime: lifetime) { r in S3_7(try r.resolve(S4_2.self), try r.resolve(S4_3.self)) }
    container.register(S3_8.self, lifetime: lifetime) { r in S3_8(try r.resolve(S4_4.self), try r.resolve(S4_5.self)) }
    container.register(S3_9.self, lifetime: lifetime) { r in S3_9(try r.resolve(S4_6.self), try r.resolve(S4_7.self)) }
    container.register(S3_10.self, lifetime: lifetime) { r in S3_10(try r.resolve(S4_8.self), try r.resolve(S4_9.self)) }
    container.register(S3_11.self, lifetime: lifetime) { r in S3_11(try r.resolve(S4_10.self), try r.resolve(S4_11.self)) }
    container.register(S4_0.self, lifetime: lifetime) { r in S4_0(try r.resolve(S5_0.self), try r.resolve(S5_1.self)) }
    container.register(S4_1.self, lifetime: lifetime) { r in S4_1(try r.resolve(S5_2.self), try r.resolve(S5_3.self)) }
    container.register(S4_2.self, lifetime: lifetime) { r in S4_2(try r.resolve(S5_4.self), try r.resolve(S5_5.self)) }
    container.register(S4_3.self, lifetime: lifetime) { r in S4_3(try r.resolve(S5_6.self), try r.resolve(S5_7.self)) }
    container.register(S4_4.self, lifetime: lifetime) { r in S4_4(try r.resolve(S5_8.self), try r.resolve(S5_9.self)) }
    container.register(S4_5.self, lifetime: lifetime) { r in S4_5(try r.resolve(S5_10.self), try r.resolve(S5_11.self)) }
    container.register(S4_6.self, lifetime: lifetime) { r in S4_6(try r.resolve(S5_12.self), try r.resolve(S5_0.self)) }
    container.register(S4_7.self, lifetime: lifetime) { r in S4_7(try r.resolve(S5_1.self), try r.resolve(S5_2.self)) }
    container.register(S4_8.self, lifetime: lifetime) { r in S4_8(try r.resolve(S5_3.self), try r.resolve(S5_4.self)) }
    container.register(S4_9.self, lifetime: lifetime) { r in S4_9(try r.resolve(S5_5.self), try r.resolve(S5_6.self)) }
    container.register(S4_10.self, lifetime: lifetime) { r in S4_10(try r.resolve(S5_7.self), try r.resolve(S5_8.self)) }
    container.register(S4_11.self, lifetime: lifetime) { r in S4_11(try r.resolve(S5_9.self), try r.resolve(S5_10.self)) }
    container.register(S5_0.self, lifetime: .shared) { r in S5_0() }
    container.register(S5_1.self, lifetime: lifetime) { r in S5_1() }
    container.register(S5_2.self, lifetime: .shared) { r in S5_2() }
    container.register(S5_3.self, lifetime: lifetime) { r in S5_3() }
    container.register(S5_4.self, lifetime: .shared) { r in S5_4() }
    container.register(S5_5.self, lifetime: lifetime) { r in S5_5() }
    container.register(S5_6.self, lifetime: .shared) { r in S5_6() }
    container.register(S5_7.self, lifetime: lifetime) { r in S5_7() }
    container.register(S5_8.self, lifetime: .shared) { r in S5_8() }
    container.register(S5_9.self, lifetime: lifetime) { r in S5_9() }
    container.register(S5_10.self, lifetime: .shared) { r in S5_10() }
    container.register(S5_11.self, lifetime: lifetime) { r in S5_11() }
    container.register(S5_12.self, lifetime: .shared) { r in S5_12() }
    return container
}
