import Dependencies

// The graph with pointfreeco/swift-dependencies 1.17.1, the way its documentation builds one:
// a `DependencyKey` per service. Its values are cached per key in the current
// `DependencyValues`, so a plain key is a shared service; a transient one is a key whose
// value is a factory (a "client" of one closure, as isowords writes them) that makes the
// service anew, reading its own dependencies' factories with `@Dependency`.
// Generated from InjectionGraph.swift by a short script; edit with care.

/// A transient service in swift-dependencies: a value that makes a new instance when called.
struct Make<Service: Sendable>: Sendable {
    let make: @Sendable () -> Service
}

enum Make0_0: DependencyKey { static let liveValue = Make<S0_0> { @Dependency(Make1_0.self) var d0; @Dependency(Make1_1.self) var d1; return S0_0(d0.make(), d1.make()) } }
enum Make1_0: DependencyKey { static let liveValue = Make<S1_0> { @Dependency(Make2_0.self) var d0; @Dependency(Make2_1.self) var d1; return S1_0(d0.make(), d1.make()) } }
enum Make1_1: DependencyKey { static let liveValue = Make<S1_1> { @Dependency(Make2_2.self) var d0; @Dependency(Make2_3.self) var d1; return S1_1(d0.make(), d1.make()) } }
enum Make1_2: DependencyKey { static let liveValue = Make<S1_2> { @Dependency(Make2_4.self) var d0; @Dependency(Make2_5.self) var d1; return S1_2(d0.make(), d1.make()) } }
enum Make1_3: DependencyKey { static let liveValue = Make<S1_3> { @Dependency(Make2_6.self) var d0; @Dependency(Make2_7.self) var d1; return S1_3(d0.make(), d1.make()) } }
enum Make2_0: DependencyKey { static let liveValue = Make<S2_0> { @Dependency(Make3_0.self) var d0; @Dependency(Make3_1.self) var d1; return S2_0(d0.make(), d1.make()) } }
enum Make2_1: DependencyKey { static let liveValue = Make<S2_1> { @Dependency(Make3_2.self) var d0; @Dependency(Make3_3.self) var d1; return S2_1(d0.make(), d1.make()) } }
enum Make2_2: DependencyKey { static let liveValue = Make<S2_2> { @Dependency(Make3_4.self) var d0; @Dependency(Make3_5.self) var d1; return S2_2(d0.make(), d1.make()) } }
enum Make2_3: DependencyKey { static let liveValue = Make<S2_3> { @Dependency(Make3_6.self) var d0; @Dependency(Make3_7.self) var d1; return S2_3(d0.make(), d1.make()) } }
enum Make2_4: DependencyKey { static let liveValue = Make<S2_4> { @Dependency(Make3_8.self) var d0; @Dependency(Make3_9.self) var d1; return S2_4(d0.make(), d1.make()) } }
enum Make2_5: DependencyKey { static let liveValue = Make<S2_5> { @Dependency(Make3_10.self) var d0; @Dependency(Make3_11.self) var d1; return S2_5(d0.make(), d1.make()) } }
enum Make2_6: DependencyKey { static let liveValue = Make<S2_6> { @Dependency(Make3_0.self) var d0; @Dependency(Make3_1.self) var d1; return S2_6(d0.make(), d1.make()) } }
enum Make2_7: DependencyKey { static let liveValue = Make<S2_7> { @Dependency(Make3_2.self) var d0; @Dependency(Make3_3.self) var d1; return S2_7(d0.make(), d1.make()) } }
enum Make3_0: DependencyKey { static let liveValue = Make<S3_0> { @Dependency(Make4_0.self) var d0; @Dependency(Make4_1.self) var d1; return S3_0(d0.make(), d1.make()) } }
enum Make3_1: DependencyKey { static let liveValue = Make<S3_1> { @Dependency(Make4_2.self) var d0; @Dependency(Make4_3.self) var d1; return S3_1(d0.make(), d1.make()) } }
enum Make3_2: DependencyKey { static let liveValue = Make<S3_2> { @Dependency(Make4_4.self) var d0; @Dependency(Make4_5.self) var d1; return S3_2(d0.make(), d1.make()) } }
enum Make3_3: DependencyKey { static let liveValue = Make<S3_3> { @Dependency(Make4_6.self) var d0; @Dependency(Make4_7.self) var d1; return S3_3(d0.make(), d1.make()) } }
enum Make3_4: DependencyKey { static let liveValue = Make<S3_4> { @Dependency(Make4_8.self) var d0; @Dependency(Make4_9.self) var d1; return S3_4(d0.make(), d1.make()) } }
enum Make3_5: DependencyKey { static let liveValue = Make<S3_5> { @Dependency(Make4_10.self) var d0; @Dependency(Make4_11.self) var d1; return S3_5(d0.make(), d1.make()) } }
enum Make3_6: DependencyKey { static let liveValue = Make<S3_6> { @Dependency(Make4_0.self) var d0; @Dependency(Make4_1.self) var d1; return S3_6(d0.make(), d1.make()) } }
enum Make3_7: DependencyKey { static let liveValue = Make<S3_7> { @Dependency(Make4_2.self) var d0; @Dependency(Make4_3.self) var d1; return S3_7(d0.make(), d1.make()) } }
enum Make3_8: DependencyKey { static let liveValue = Make<S3_8> { @Dependency(Make4_4.self) var d0; @Dependency(Make4_5.self) var d1; return S3_8(d0.make(), d1.make()) } }
enum Make3_9: DependencyKey { static let liveValue = Make<S3_9> { @Dependency(Make4_6.self) var d0; @Dependency(Make4_7.self) var d1; return S3_9(d0.make(), d1.make()) } }
enum Make3_10: DependencyKey { static let liveValue = Make<S3_10> { @Dependency(Make4_8.self) var d0; @Dependency(Make4_9.self) var d1; return S3_10(d0.make(), d1.make()) } }
enum Make3_11: DependencyKey { static let liveValue = Make<S3_11> { @Dependency(Make4_10.self) var d0; @Dependency(Make4_11.self) var d1; return S3_11(d0.make(), d1.make()) } }
enum Make4_0: DependencyKey { static let liveValue = Make<S4_0> { @Dependency(Make5_0.self) var d0; @Dependency(Make5_1.self) var d1; return S4_0(d0.make(), d1.make()) } }
enum Make4_1: DependencyKey { static let liveValue = Make<S4_1> { @Dependency(Make5_2.self) var d0; @Dependency(Make5_3.self) var d1; return S4_1(d0.make(), d1.make()) } }
enum Make4_2: DependencyKey { static let liveValue = Make<S4_2> { @Dependency(Make5_4.self) var d0; @Dependency(Make5_5.self) var d1; return S4_2(d0.make(), d1.make()) } }
enum Make4_3: DependencyKey { static let liveValue = Make<S4_3> { @Dependency(Make5_6.self) var d0; @Dependency(Make5_7.self) var d1; return S4_3(d0.make(), d1.make()) } }
enum Make4_4: DependencyKey { static let liveValue = Make<S4_4> { @Dependency(Make5_8.self) var d0; @Dependency(Make5_9.self) var d1; return S4_4(d0.make(), d1.make()) } }
enum Make4_5: DependencyKey { static let liveValue = Make<S4_5> { @Dependency(Make5_10.self) var d0; @Dependency(Make5_11.self) var d1; return S4_5(d0.make(), d1.make()) } }
enum Make4_6: DependencyKey { static let liveValue = Make<S4_6> { @Dependency(Make5_12.self) var d0; @Dependency(Make5_0.self) var d1; return S4_6(d0.make(), d1.make()) } }
enum Make4_7: DependencyKey { static let liveValue = Make<S4_7> { @Dependency(Make5_1.self) var d0; @Dependency(Make5_2.self) var d1; return S4_7(d0.make(), d1.make()) } }
enum Make4_8: DependencyKey { static let liveValue = Make<S4_8> { @Dependency(Make5_3.self) var d0; @Dependency(Make5_4.self) var d1; return S4_8(d0.make(), d1.make()) } }
enum Make4_9: DependencyKey { static let liveValue = Make<S4_9> { @Dependency(Make5_5.self) var d0; @Dependency(Make5_6.self) var d1; return S4_9(d0.make(), d1.make()) } }
enum Make4_10: DependencyKey { static let liveValue = Make<S4_10> { @Dependency(Make5_7.self) var d0; @Dependency(Make5_8.self) var d1; return S4_10(d0.make(), d1.make()) } }
enum Make4_11: DependencyKey { static let liveValue = Make<S4_11> { @Dependency(Make5_9.self) var d0; @Dependency(Make5_10.self) var d1; return S4_11(d0.make(), d1.make()) } }
enum Make5_0: DependencyKey { static let liveValue = Make<S5_0> { @Dependency(Shared5_0.self) var instance; return instance } }
enum Make5_1: DependencyKey { static let liveValue = Make<S5_1> { return S5_1() } }
enum Make5_2: DependencyKey { static let liveValue = Make<S5_2> { @Dependency(Shared5_2.self) var instance; return instance } }
enum Make5_3: DependencyKey { static let liveValue = Make<S5_3> { return S5_3() } }
enum Make5_4: DependencyKey { static let liveValue = Make<S5_4> { @Dependency(Shared5_4.self) var instance; return instance } }
enum Make5_5: DependencyKey { static let liveValue = Make<S5_5> { return S5_5() } }
enum Make5_6: DependencyKey { static let liveValue = Make<S5_6> { @Dependency(Shared5_6.self) var instance; return instance } }
enum Make5_7: DependencyKey { static let liveValue = Make<S5_7> { return S5_7() } }
enum Make5_8: DependencyKey { static let liveValue = Make<S5_8> { @Dependency(Shared5_8.self) var instance; return instance } }
enum Make5_9: DependencyKey { static let liveValue = Make<S5_9> { return S5_9() } }
enum Make5_10: DependencyKey { static let liveValue = Make<S5_10> { @Dependency(Shared5_10.self) var instance; return instance } }
enum Make5_11: DependencyKey { static let liveValue = Make<S5_11> { return S5_11() } }
enum Make5_12: DependencyKey { static let liveValue = Make<S5_12> { @Dependency(Shared5_12.self) var instance; return instance } }
enum Shared0_0: DependencyKey { static var liveValue: S0_0 { @Dependency(Shared1_0.self) var d0; @Dependency(Shared1_1.self) var d1; return S0_0(d0, d1) } }
enum Shared1_0: DependencyKey { static var liveValue: S1_0 { @Dependency(Shared2_0.self) var d0; @Dependency(Shared2_1.self) var d1; return S1_0(d0, d1) } }
enum Shared1_1: DependencyKey { static var liveValue: S1_1 { @Dependency(Shared2_2.self) var d0; @Dependency(Shared2_3.self) var d1; return S1_1(d0, d1) } }
enum Shared1_2: DependencyKey { static var liveValue: S1_2 { @Dependency(Shared2_4.self) var d0; @Dependency(Shared2_5.self) var d1; return S1_2(d0, d1) } }
enum Shared1_3: DependencyKey { static var liveValue: S1_3 { @Dependency(Shared2_6.self) var d0; @Dependency(Shared2_7.self) var d1; return S1_3(d0, d1) } }
enum Shared2_0: DependencyKey { static var liveValue: S2_0 { @Dependency(Shared3_0.self) var d0; @Dependency(Shared3_1.self) var d1; return S2_0(d0, d1) } }
enum Shared2_1: DependencyKey { static var liveValue: S2_1 { @Dependency(Shared3_2.self) var d0; @Dependency(Shared3_3.self) var d1; return S2_1(d0, d1) } }
enum Shared2_2: DependencyKey { static var liveValue: S2_2 { @Dependency(Shared3_4.self) var d0; @Dependency(Shared3_5.self) var d1; return S2_2(d0, d1) } }
enum Shared2_3: DependencyKey { static var liveValue: S2_3 { @Dependency(Shared3_6.self) var d0; @Dependency(Shared3_7.self) var d1; return S2_3(d0, d1) } }
enum Shared2_4: DependencyKey { static var liveValue: S2_4 { @Dependency(Shared3_8.self) var d0; @Dependency(Shared3_9.self) var d1; return S2_4(d0, d1) } }
enum Shared2_5: DependencyKey { static var liveValue: S2_5 { @Dependency(Shared3_10.self) var d0; @Dependency(Shared3_11.self) var d1; return S2_5(d0, d1) } }
enum Shared2_6: DependencyKey { static var liveValue: S2_6 { @Dependency(Shared3_0.self) var d0; @Dependency(Shared3_1.self) var d1; return S2_6(d0, d1) } }
enum Shared2_7: DependencyKey { static var liveValue: S2_7 { @Dependency(Shared3_2.self) var d0; @Dependency(Shared3_3.self) var d1; return S2_7(d0, d1) } }
enum Shared3_0: DependencyKey { static var liveValue: S3_0 { @Dependency(Shared4_0.self) var d0; @Dependency(Shared4_1.self) var d1; return S3_0(d0, d1) } }
enum Shared3_1: DependencyKey { static var liveValue: S3_1 { @Dependency(Shared4_2.self) var d0; @Dependency(Shared4_3.self) var d1; return S3_1(d0, d1) } }
enum Shared3_2: DependencyKey { static var liveValue: S3_2 { @Dependency(Shared4_4.self) var d0; @Dependency(Shared4_5.self) var d1; return S3_2(d0, d1) } }
enum Shared3_3: DependencyKey { static var liveValue: S3_3 { @Dependency(Shared4_6.self) var d0; @Dependency(Shared4_7.self) var d1; return S3_3(d0, d1) } }
enum Shared3_4: DependencyKey { static var liveValue: S3_4 { @Dependency(Shared4_8.self) var d0; @Dependency(Shared4_9.self) var d1; return S3_4(d0, d1) } }
enum Shared3_5: DependencyKey { static var liveValue: S3_5 { @Dependency(Shared4_10.self) var d0; @Dependency(Shared4_11.self) var d1; return S3_5(d0, d1) } }
enum Shared3_6: DependencyKey { static var liveValue: S3_6 { @Dependency(Shared4_0.self) var d0; @Dependency(Shared4_1.self) var d1; return S3_6(d0, d1) } }
enum Shared3_7: DependencyKey { static var liveValue: S3_7 { @Dependency(Shared4_2.self) var d0; @Dependency(Shared4_3.self) var d1; return S3_7(d0, d1) } }
enum Shared3_8: DependencyKey { static var liveValue: S3_8 { @Dependency(Shared4_4.self) var d0; @Dependency(Shared4_5.self) var d1; return S3_8(d0, d1) } }
enum Shared3_9: DependencyKey { static var liveValue: S3_9 { @Dependency(Shared4_6.self) var d0; @Dependency(Shared4_7.self) var d1; return S3_9(d0, d1) } }
enum Shared3_10: DependencyKey { static var liveValue: S3_10 { @Dependency(Shared4_8.self) var d0; @Dependency(Shared4_9.self) var d1; return S3_10(d0, d1) } }
enum Shared3_11: DependencyKey { static var liveValue: S3_11 { @Dependency(Shared4_10.self) var d0; @Dependency(Shared4_11.self) var d1; return S3_11(d0, d1) } }
enum Shared4_0: DependencyKey { static var liveValue: S4_0 { @Dependency(Shared5_0.self) var d0; @Dependency(Shared5_1.self) var d1; return S4_0(d0, d1) } }
enum Shared4_1: DependencyKey { static var liveValue: S4_1 { @Dependency(Shared5_2.self) var d0; @Dependency(Shared5_3.self) var d1; return S4_1(d0, d1) } }
enum Shared4_2: DependencyKey { static var liveValue: S4_2 { @Dependency(Shared5_4.self) var d0; @Dependency(Shared5_5.self) var d1; return S4_2(d0, d1) } }
enum Shared4_3: DependencyKey { static var liveValue: S4_3 { @Dependency(Shared5_6.self) var d0; @Dependency(Shared5_7.self) var d1; return S4_3(d0, d1) } }
enum Shared4_4: DependencyKey { static var liveValue: S4_4 { @Dependency(Shared5_8.self) var d0; @Dependency(Shared5_9.self) var d1; return S4_4(d0, d1) } }
enum Shared4_5: DependencyKey { static var liveValue: S4_5 { @Dependency(Shared5_10.self) var d0; @Dependency(Shared5_11.self) var d1; return S4_5(d0, d1) } }
enum Shared4_6: DependencyKey { static var liveValue: S4_6 { @Dependency(Shared5_12.self) var d0; @Dependency(Shared5_0.self) var d1; return S4_6(d0, d1) } }
enum Shared4_7: DependencyKey { static var liveValue: S4_7 { @Dependency(Shared5_1.self) var d0; @Dependency(Shared5_2.self) var d1; return S4_7(d0, d1) } }
enum Shared4_8: DependencyKey { static var liveValue: S4_8 { @Dependency(Shared5_3.self) var d0; @Dependency(Shared5_4.self) var d1; return S4_8(d0, d1) } }
enum Shared4_9: DependencyKey { static var liveValue: S4_9 { @Dependency(Shared5_5.self) var d0; @Dependency(Shared5_6.self) var d1; return S4_9(d0, d1) } }
enum Shared4_10: DependencyKey { static var liveValue: S4_10 { @Dependency(Shared5_7.self) var d0; @Dependency(Shared5_8.self) var d1; return S4_10(d0, d1) } }
enum Shared4_11: DependencyKey { static var liveValue: S4_11 { @Dependency(Shared5_9.self) var d0; @Dependency(Shared5_10.self) var d1; return S4_11(d0, d1) } }
enum Shared5_0: DependencyKey { static var liveValue: S5_0 { return S5_0() } }
enum Shared5_1: DependencyKey { static var liveValue: S5_1 { return S5_1() } }
enum Shared5_2: DependencyKey { static var liveValue: S5_2 { return S5_2() } }
enum Shared5_3: DependencyKey { static var liveValue: S5_3 { return S5_3() } }
enum Shared5_4: DependencyKey { static var liveValue: S5_4 { return S5_4() } }
enum Shared5_5: DependencyKey { static var liveValue: S5_5 { return S5_5() } }
enum Shared5_6: DependencyKey { static var liveValue: S5_6 { return S5_6() } }
enum Shared5_7: DependencyKey { static var liveValue: S5_7 { return S5_7() } }
enum Shared5_8: DependencyKey { static var liveValue: S5_8 { return S5_8() } }
enum Shared5_9: DependencyKey { static var liveValue: S5_9 { return S5_9() } }
enum Shared5_10: DependencyKey { static var liveValue: S5_10 { return S5_10() } }
enum Shared5_11: DependencyKey { static var liveValue: S5_11 { return S5_11() } }
enum Shared5_12: DependencyKey { static var liveValue: S5_12 { return S5_12() } }

/// Resolves the root and a leaf through swift-dependencies, each the way a feature reads it.
enum DependenciesGraph {
    static func transientRoot() -> S0_0 { @Dependency(Make0_0.self) var make; return make.make() }
    static func transientLeaf() -> S5_1 { @Dependency(Make5_1.self) var make; return make.make() }
    static func sharedRoot() -> S0_0 { @Dependency(Shared0_0.self) var root; return root }
    static func sharedLeaf() -> S5_1 { @Dependency(Shared5_1.self) var leaf; return leaf }
}
