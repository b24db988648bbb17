import Composition
import Swinject

// Resolves the same 50-service graph (Graph.swift) three ways, in one run, and prints the
// median nanoseconds per resolve of the root and of a leaf, with transient and shared
// lifetimes. Even leaves are always shared; the measured leaf, S5_1, follows the mode. Ends with the two ratios for the root, transient.

func resolveOrStop<T>(_ resolve: () throws -> T) -> T {
    do {
        return try resolve()
    } catch {
        preconditionFailure("the benchmark graph failed to resolve: \(error)")
    }
}

struct Row {
    let name: String
    let rootTransient: Double
    let leafTransient: Double
    let rootShared: Double
    let leafShared: Double
}

let handWrittenTransient = HandWrittenTransientRoot()
let handWrittenShared = HandWrittenSharedRoot()
let compositionTransient = makeCompositionContainer(lifetime: .transient)
let compositionShared = makeCompositionContainer(lifetime: .shared)
let swinjectTransient = makeSwinjectContainer(scope: .transient)
let swinjectShared = makeSwinjectContainer(scope: .container)

let rows = [
    Row(
        name: "hand-written",
        rootTransient: Measurement.medianNanoseconds(iterations: 2_000) { handWrittenTransient.s0_0 },
        leafTransient: Measurement.medianNanoseconds(iterations: 200_000) { handWrittenTransient.s5_1 },
        rootShared: Measurement.medianNanoseconds(iterations: 200_000) { handWrittenShared.s0_0 },
        leafShared: Measurement.medianNanoseconds(iterations: 200_000) { handWrittenShared.s5_1 }
    ),
    Row(
        name: "Composition",
        rootTransient: Measurement.medianNanoseconds(iterations: 2_000) { resolveOrStop { try compositionTransient.resolve(S0_0.self) } },
        leafTransient: Measurement.medianNanoseconds(iterations: 200_000) { resolveOrStop { try compositionTransient.resolve(S5_1.self) } },
        rootShared: Measurement.medianNanoseconds(iterations: 200_000) { resolveOrStop { try compositionShared.resolve(S0_0.self) } },
        leafShared: Measurement.medianNanoseconds(iterations: 200_000) { resolveOrStop { try compositionShared.resolve(S5_1.self) } }
    ),
    Row(
        name: "Swinject 2.10.0",
        rootTransient: Measurement.medianNanoseconds(iterations: 200) { swinjectTransient.required(S0_0.self) },
        leafTransient: Measurement.medianNanoseconds(iterations: 20_000) { swinjectTransient.required(S5_1.self) },
        rootShared: Measurement.medianNanoseconds(iterations: 20_000) { swinjectShared.required(S0_0.self) },
        leafShared: Measurement.medianNanoseconds(iterations: 20_000) { swinjectShared.required(S5_1.self) }
    ),
]

func format(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return String(rounded)
}

print("median ns per resolve (graph: 50 services, 6 levels; root resolve builds 63 objects)")
print("| | root, transient | leaf, transient | root, shared | leaf, shared |")
print("| --- | ---: | ---: | ---: | ---: |")
for row in rows {
    print("| \(row.name) | \(format(row.rootTransient)) | \(format(row.leafTransient)) | \(format(row.rootShared)) | \(format(row.leafShared)) |")
}
let ours = rows[1].rootTransient
print("speedup_vs_swinject=\(format(rows[2].rootTransient / ours))")
print("overhead_vs_handwritten=\(format(ours / rows[0].rootTransient))")
