import Foundation
import Injection
import Dependencies
import Swinject

// Resolves the same 50-service graph (Graph.swift) four ways, in one run, and prints the
// median nanoseconds per resolve of the root and of a leaf, with transient and shared
// lifetimes. Even leaves are always shared; the measured leaf, S5_1, follows the mode.
// The four are timed in turn within every round (see Measurement). Ends with the
// ratios for the root, transient. CONTAINER_BENCHMARK_SAMPLES sets the rounds (31 by
// default): scripts/test-all runs 3, to check that the command works, not to measure.

func resolveOrStop<T>(_ resolve: () throws -> T) -> T {
    do {
        return try resolve()
    } catch {
        preconditionFailure("the benchmark graph failed to resolve: \(error)")
    }
}

/// One column of the table: the same resolution, timed for each of the four.
struct Column {
    let handWritten: Measurement.Contender
    let injection: Measurement.Contender
    let swinject: Measurement.Contender
    let dependencies: Measurement.Contender
}

let handWrittenTransient = HandWrittenTransientRoot()
let handWrittenShared = HandWrittenSharedRoot()
let injectionTransient = makeInjectionContainer(lifetime: .transient)
let injectionShared = makeInjectionContainer(lifetime: .shared)
let swinjectTransient = makeSwinjectContainer(scope: .transient)
let swinjectShared = makeSwinjectContainer(scope: .container)

let columns = [
    Column(
        handWritten: .init(iterations: 2_000) { handWrittenTransient.s0_0 },
        injection: .init(iterations: 2_000) { resolveOrStop { try injectionTransient.resolve(S0_0.self) } },
        swinject: .init(iterations: 200) { swinjectTransient.required(S0_0.self) },
        dependencies: .init(iterations: 2_000) { DependenciesGraph.transientRoot() }
    ),
    Column(
        handWritten: .init(iterations: 200_000) { handWrittenTransient.s5_1 },
        injection: .init(iterations: 200_000) { resolveOrStop { try injectionTransient.resolve(S5_1.self) } },
        swinject: .init(iterations: 20_000) { swinjectTransient.required(S5_1.self) },
        dependencies: .init(iterations: 200_000) { DependenciesGraph.transientLeaf() }
    ),
    Column(
        handWritten: .init(iterations: 200_000) { handWrittenShared.s0_0 },
        injection: .init(iterations: 200_000) { resolveOrStop { try injectionShared.resolve(S0_0.self) } },
        swinject: .init(iterations: 20_000) { swinjectShared.required(S0_0.self) },
        dependencies: .init(iterations: 200_000) { DependenciesGraph.sharedRoot() }
    ),
    Column(
        handWritten: .init(iterations: 200_000) { handWrittenShared.s5_1 },
        injection: .init(iterations: 200_000) { resolveOrStop { try injectionShared.resolve(S5_1.self) } },
        swinject: .init(iterations: 20_000) { swinjectShared.required(S5_1.self) },
        dependencies: .init(iterations: 200_000) { DependenciesGraph.sharedLeaf() }
    ),
]

/// The rounds of each measurement.
let samples = ProcessInfo.processInfo.environment["CONTAINER_BENCHMARK_SAMPLES"].flatMap { Int($0) }.map { max(1, $0) } ?? 31

/// `medians[column][contender]`, contenders in the order hand-written, Injection, Swinject,
/// swift-dependencies.
let medians = columns.map { column in
    Measurement.medianNanoseconds(samples: samples, [column.handWritten, column.injection, column.swinject, column.dependencies])
}

func format(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return String(rounded)
}

print("median ns per resolve over \(samples) rounds (graph: 50 services, 6 levels; root resolve builds 63 objects)")
print("| | root, transient | leaf, transient | root, shared | leaf, shared |")
print("| --- | ---: | ---: | ---: | ---: |")
for (contender, name) in ["hand-written", "Injection", "Swinject 2.10.0", "swift-dependencies 1.17.1"].enumerated() {
    print("| \(name) | " + medians.map { format($0[contender]) }.joined(separator: " | ") + " |")
}
let rootTransient = medians[0]
print("speedup_vs_swinject=\(format(rootTransient[2] / rootTransient[1]))")
print("speedup_vs_swift_dependencies=\(format(rootTransient[3] / rootTransient[1]))")
print("overhead_vs_handwritten=\(format(rootTransient[1] / rootTransient[0]))")
