// swift-tools-version: 6.0
import PackageDescription

// What tests need of the machine they run on (a program, a Python module, a kernel feature),
// said once for every package's tests: a test whose need is unmet is shown as skipped with the
// reason, and its variable (`WATCHLIST_REQUIRE_…=1`, which `.ci/run` sets where the need is
// installed) makes that a failure, so a green run can never mean "did not run".
//
// TestRequirements  `MachineRequirement` and its trait; for test targets only (imports Testing)
let package = Package(
    name: "TestRequirements",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TestRequirements", targets: ["TestRequirements"]),
    ],
    targets: [
        .target(name: "TestRequirements"),
        .testTarget(name: "TestRequirementsTests", dependencies: ["TestRequirements"]),
    ]
)
