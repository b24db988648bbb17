/// Times an operation in batches and reports the median nanoseconds per call.
enum Measurement {
    /// The median over `samples` batches of `iterations` calls each, in nanoseconds per call.
    static func medianNanoseconds(samples: Int = 31, iterations: Int, _ operation: () -> AnyObject) -> Double {
        for _ in 0..<max(1, iterations / 10) { blackHole(operation()) }
        let clock = ContinuousClock()
        var results: [Double] = []
        for _ in 0..<samples {
            let elapsed = clock.measure {
                for _ in 0..<iterations { blackHole(operation()) }
            }
            let (seconds, attoseconds) = elapsed.components
            results.append((Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(iterations))
        }
        results.sort()
        return results[results.count / 2]
    }
}

/// Keeps the optimizer from discarding a result.
@inline(never)
func blackHole(_ value: AnyObject) {
    withExtendedLifetime(value) {}
}
