/// The graph as a hand-written composition root: the shared leaves are stored
/// constants, every other service a computed property, built anew each time.
final class HandWrittenTransientRoot {
    let s5_0 = S5_0()
    let s5_2 = S5_2()
    let s5_4 = S5_4()
    let s5_6 = S5_6()
    let s5_8 = S5_8()
    let s5_10 = S5_10()
    let s5_12 = S5_12()
    var s0_0: S0_0 { S0_0(self.s1_0, self.s1_1) }
    var s1_0: S1_0 { S1_0(self.s2_0, self.s2_1) }
    var s1_1: S1_1 { S1_1(self.s2_2, self.s2_3) }
    var s1_2: S1_2 { S1_2(self.s2_4, self.s2_5) }
    var s1_3: S1_3 { S1_3(self.s2_6, self.s2_7) }
    var s2_0: S2_0 { S2_0(self.s3_0, self.s3_1) }
    var s2_1: S2_1 { S2_1(self.s3_2, self.s3_3) }
    var s2_2: S2_2 { S2_2(self.s3_4, self.s3_5) }
    var s2_3: S2_3 { S2_3(self.s3_6, self.s3_7) }
    var s2_4: S2_4 { S2_4(self.s3_8, self.s3_9) }
    var s2_5: S2_5 { S2_5(self.s3_10, self.s3_11) }
    var s2_6: S2_6 { S2_6(self.s3_0, self.s3_1) }
    var s2_7: S2_7 { S2_7(self.s3_2, self.s3_3) }
    var s3_0: S3_0 { S3_0(self.s4_0, self.s4_1) }
    var s3_1: S3_1 { S3_1(self.s4_2, self.s4_3) }
    var s3_2: S3_2 { S3_2(self.s4_4, self.s4_5) }
    var s3_3: S3_3 { S3_3(self.s4_6, self.s4_7) }
    var s3_4: S3_4 { S3_4(self.s4_8, self.s4_9) }
    var s3_5: S3_5 { S3_5(self.s4_10, self.s4_11) }
    var s3_6: S3_6 { S3_6(self.s4_0, self.s4_1) }
    var s3_7: S3_7 { S3_7(self.s4_2, self.s4_3) }
    var s3_8: S3_8 { S3_8(self.s4_4, self.s4_5) }
    var s3_9: S3_9 { S3_9(self.s4_6, self.s4_7) }
    var s3_10: S3_10 { S3_10(self.s4_8, self.s4_9) }
    var s3_11: S3_11 { S3_11(self.s4_10, self.s4_11) }
    var s4_0: S4_0 { S4_0(self.s5_0, self.s5_1) }
    var s4_1: S4_1 { S4_1(self.s5_2, self.s5_3) }
    var s4_2: S4_2 { S4_2(self.s5_4, self.s5_5) }
    var s4_3: S4_3 { S4_3(self.s5_6, self.s5_7) }
    var s4_4: S4_4 { S4_4(self.s5_8, self.s5_9) }
    var s4_5: S4_5 { S4_5(self.s5_10, self.s5_11) }
    var s4_6: S4_6 { S4_6(self.s5_12, self.s5_0) }
    var s4_7: S4_7 { S4_7(self.s5_1, self.s5_2) }
    var s4_8: S4_8 { S4_8(self.s5_3, self.s5_4) }
    var s4_9: S4_9 { S4_9(self.s5_5, self.s5_6) }
    var s4_10: S4_10 { S4_10(self.s5_7, self.s5_8) }
    var s4_11: S4_11 { S4_11(self.s5_9, self.s5_10) }
    var s5_1: S5_1 { S5_1() }
    var s5_3: S5_3 { S5_3() }
    var s5_5: S5_5 { S5_5() }
    var s5_7: S5_7 { S5_7() }
    var s5_9: S5_9 { S5_9() }
    var s5_11: S5_11 { S5_11() }
}

/// The same graph with every service created once, on first use, and kept.
final class HandWrittenSharedRoot {
    let s5_0 = S5_0()
    let s5_1 = S5_1()
    let s5_2 = S5_2()
    let s5_3 = S5_3()
    let s5_4 = S5_4()
    let s5_5 = S5_5()
    let s5_6 = S5_6()
    let s5_7 = S5_7()
    let s5_8 = S5_8()
    let s5_9 = S5_9()
    let s5_10 = S5_10()
    let s5_11 = S5_11()
    let s5_12 = S5_12()
    lazy var s4_11: S4_11 = S4_11(self.s5_9, self.s5_10)
    lazy var s4_10: S4_10 = S4_10(self.s5_7, self.s5_8)
    lazy var s4_9: S4_9 = S4_9(self.s5_5, self.s5_6)
    lazy var s4_8: S4_8 = S4_8(self.s5_3, self.s5_4)
    lazy var s4_7: S4_7 = S4_7(self.s5_1, self.s5_2)
    lazy var s4_6: S4_6 = S4_6(self.s5_12, self.s5_0)
    lazy var s4_5: S4_5 = S4_5(self.s5_10, self.s5_11)
    lazy var s4_4: S4_4 = S4_4(self.s5_8, self.s5_9)
    lazy var s4_3: S4_3 = S4_3(self.s5_6, self.s5_7)
    lazy var s4_2: S4_2 = S4_2(self.s5_4, self.s5_5)
    lazy var s4_1: S4_1 = S4_1(self.s5_2, self.s5_3)
    lazy var s4_0: S4_0 = S4_0(self.s5_0, self.s5_1)
    lazy var s3_11: S3_11 = S3_11(self.s4_10, self.s4_11)
    lazy var s3_10: S3_10 = S3_10(self.s4_8, self.s4_9)
    lazy var s3_9: S3_9 = S3_9(self.s4_6, self.s4_7)
    lazy var s3_8: S3_8 = S3_8(self.s4_4, self.s4_5)
    lazy var s3_7: S3_7 = S3_7(self.s4_2, self.s4_3)
    lazy var s3_6: S3_6 = S3_6(self.s4_0, self.s4_1)
    lazy var s3_5: S3_5 = S3_5(self.s4_10, self.s4_11)
    lazy var s3_4: S3_4 = S3_4(self.s4_8, self.s4_9)
    lazy var s3_3: S3_3 = S3_3(self.s4_6, self.s4_7)
    lazy var s3_2: S3_2 = S3_2(self.s4_4, self.s4_5)
    lazy var s3_1: S3_1 = S3_1(self.s4_2, self.s4_3)
    lazy var s3_0: S3_0 = S3_0(self.s4_0, self.s4_1)
    lazy var s2_7: S2_7 = S2_7(self.s3_2, self.s3_3)
    lazy var s2_6: S2_6 = S2_6(self.s3_0, self.s3_1)
    lazy var s2_5: S2_5 = S2_5(self.s3_10, self.s3_11)
    lazy var s2_4: S2_4 = S2_4(self.s3_8, self.s3_9)
    lazy var s2_3: S2_3 = S2_3(self.s3_6, self.s3_7)
    lazy var s2_2: S2_2 = S2_2(self.s3_4, self.s3_5)
    lazy var s2_1: S2_1 = S2_1(self.s3_2, self.s3_3)
    lazy var s2_0: S2_0 = S2_0(self.s3_0, self.s3_1)
    lazy var s1_3: S1_3 = S1_3(self.s2_6, self.s2_7)
    lazy var s1_2: S1_2 = S1_2(self.s2_4, self.s2_5)
    lazy var s1_1: S1_1 = S1_1(self.s2_2, self.s2_3)
    lazy var s1_0: S1_0 = S1_0(self.s2_0, self.s2_1)
    lazy var s0_0: S0_0 = S0_0(self.s1_0, self.s1_1)
}
