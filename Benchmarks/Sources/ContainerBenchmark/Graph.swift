// The benchmark's service graph: 50 classes in 6 levels (root S0_0 to the leaves S5_*),
// each depending on two of the next level. Generated once by a short script; edit with care.

// Even leaves are always shared, like the infrastructure of a real app (a database, an HTTP client).

final class S0_0: Sendable {
    let d0: S1_0
    let d1: S1_1
    init(_ d0: S1_0, _ d1: S1_1) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S1_0: Sendable {
    let d0: S2_0
    let d1: S2_1
    init(_ d0: S2_0, _ d1: S2_1) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S1_1: Sendable {
    let d0: S2_2
    let d1: S2_3
    init(_ d0: S2_2, _ d1: S2_3) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S1_2: Sendable {
    let d0: S2_4
    let d1: S2_5
    init(_ d0: S2_4, _ d1: S2_5) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S1_3: Sendable {
    let d0: S2_6
    let d1: S2_7
    init(_ d0: S2_6, _ d1: S2_7) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S2_0: Sendable {
    let d0: S3_0
    let d1: S3_1
    init(_ d0: S3_0, _ d1: S3_1) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S2_1: Sendable {
    let d0: S3_2
    let d1: S3_3
    init(_ d0: S3_2, _ d1: S3_3) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S2_2: Sendable {
    let d0: S3_4
    let d1: S3_5
    init(_ d0: S3_4, _ d1: S3_5) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S2_3: Sendable {
    let d0: S3_6
    let d1: S3_7
    init(_ d0: S3_6, _ d1: S3_7) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S2_4: Sendable {
    let d0: S3_8
    let d1: S3_9
    init(_ d0: S3_8, _ d1: S3_9) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S2_5: Sendable {
    let d0: S3_10
    let d1: S3_11
    init(_ d0: S3_10, _ d1: S3_11) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S2_6: Sendable {
    let d0: S3_0
    let d1: S3_1
    init(_ d0: S3_0, _ d1: S3_1) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S2_7: Sendable {
    let d0: S3_2
    let d1: S3_3
    init(_ d0: S3_2, _ d1: S3_3) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S3_0: Sendable {
    let d0: S4_0
    let d1: S4_1
    init(_ d0: S4_0, _ d1: S4_1) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S3_1: Sendable {
    let d0: S4_2
    let d1: S4_3
    init(_ d0: S4_2, _ d1: S4_3) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S3_2: Sendable {
    let d0: S4_4
    let d1: S4_5
    init(_ d0: S4_4, _ d1: S4_5) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S3_3: Sendable {
    let d0: S4_6
    let d1: S4_7
    init(_ d0: S4_6, _ d1: S4_7) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S3_4: Sendable {
    let d0: S4_8
    let d1: S4_9
    init(_ d0: S4_8, _ d1: S4_9) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S3_5: Sendable {
    let d0: S4_10
    let d1: S4_11
    init(_ d0: S4_10, _ d1: S4_11) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S3_6: Sendable {
    let d0: S4_0
    let d1: S4_1
    init(_ d0: S4_0, _ d1: S4_1) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S3_7: Sendable {
    let d0: S4_2
    let d1: S4_3
    init(_ d0: S4_2, _ d1: S4_3) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S3_8: Sendable {
    let d0: S4_4
    let d1: S4_5
    init(_ d0: S4_4, _ d1: S4_5) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S3_9: Sendable {
    let d0: S4_6
    let d1: S4_7
    init(_ d0: S4_6, _ d1: S4_7) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S3_10: Sendable {
    let d0: S4_8
    let d1: S4_9
    init(_ d0: S4_8, _ d1: S4_9) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S3_11: Sendable {
    let d0: S4_10
    let d1: S4_11
    init(_ d0: S4_10, _ d1: S4_11) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S4_0: Sendable {
    let d0: S5_0
    let d1: S5_1
    init(_ d0: S5_0, _ d1: S5_1) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S4_1: Sendable {
    let d0: S5_2
    let d1: S5_3
    init(_ d0: S5_2, _ d1: S5_3) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S4_2: Sendable {
    let d0: S5_4
    let d1: S5_5
    init(_ d0: S5_4, _ d1: S5_5) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S4_3: Sendable {
    let d0: S5_6
    let d1: S5_7
    init(_ d0: S5_6, _ d1: S5_7) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S4_4: Sendable {
    let d0: S5_8
    let d1: S5_9
    init(_ d0: S5_8, _ d1: S5_9) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S4_5: Sendable {
    let d0: S5_10
    let d1: S5_11
    init(_ d0: S5_10, _ d1: S5_11) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S4_6: Sendable {
    let d0: S5_12
    let d1: S5_0
    init(_ d0: S5_12, _ d1: S5_0) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S4_7: Sendable {
    let d0: S5_1
    let d1: S5_2
    init(_ d0: S5_1, _ d1: S5_2) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S4_8: Sendable {
    let d0: S5_3
    let d1: S5_4
    init(_ d0: S5_3, _ d1: S5_4) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S4_9: Sendable {
    let d0: S5_5
    let d1: S5_6
    init(_ d0: S5_5, _ d1: S5_6) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S4_10: Sendable {
    let d0: S5_7
    let d1: S5_8
    init(_ d0: S5_7, _ d1: S5_8) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S4_11: Sendable {
    let d0: S5_9
    let d1: S5_10
    init(_ d0: S5_9, _ d1: S5_10) {
        self.d0 = d0
        self.d1 = d1
    }
}

final class S5_0: Sendable {
    init() {
    }
}

final class S5_1: Sendable {
    init() {
    }
}

final class S5_2: Sendable {
    init() {
    }
}

final class S5_3: Sendable {
    init() {
    }
}

final class S5_4: Sendable {
    init() {
    }
}

final class S5_5: Sendable {
    init() {
    }
}

final class S5_6: Sendable {
    init() {
    }
}

final class S5_7: Sendable {
    init() {
    }
}

final class S5_8: Sendable {
    init() {
    }
}

final class S5_9: Sendable {
    init() {
    }
}

final class S5_10: Sendable {
    init() {
    }
}

final class S5_11: Sendable {
    init() {
    }
}

final class S5_12: Sendable {
    init() {
    }
}
