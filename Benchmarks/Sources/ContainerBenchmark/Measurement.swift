/// Times operations in batches and reports the median nanoseconds per call.
enum Measurement {
    /// One operation to time, with how many calls make a batch.
    struct Contender {
        let iterations: Int
        let operation: () -> AnyObject
    }

    /// The median over `samples` rounds of nanoseconds per call, for each contender.
    ///
    /// Every round times one batch of each contender in turn, so that a slow spell of the
    /// machine falls on all of them alike and their ratios stay comparable.
    static func medianNanoseconds(samples: Int = 31, _ contenders: [Contender]) -> [Double] {
        for contender in contenders {
            for _ in 0..<max(1, contender.iterations / 10) { blackHole(contender.operation()) }
        }
        let clock = ContinuousClock()
        var results = Array(repeating: [Double](), count: contenders.count)
        for _ in 0..<samples {
            for (index, contender) in contenders.enumerated() {
                let elapsed = clock.measure {
                    for _ in 0..<contender.iterations { blackHole(contender.operation()) }
                }
                let (seconds, attoseconds) = elapsed.components
                results[index].append((Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(contender.iterations))
            }
        }
        return results.map { batch in batch.sorted()[batch.count / 2] }
    }
}

/// Keeps the optimizer from discarding a result.
@inline(never)
func blackHole(_ value: AnyObject) {
    withExtendedLifetime(value) {}
}
