import Foundation
import Synchronization

extension MachineRequirement {
    /// `module` importable by `python3` on PATH; `package` is what `pip install` takes.
    public static func pythonModule(_ module: String, package: String, variable: String) -> MachineRequirement {
        let found = Cached { Self.succeeds(["python3", "-c", "import \(module)"]) }
        return MachineRequirement(variable: variable) {
            found.value ? nil : "python3 cannot import \(module): pip install \(package)"
        }
    }

    /// `program` on PATH; `install` says how to get it (`pip install schemathesis`).
    public static func program(_ program: String, install: String, variable: String) -> MachineRequirement {
        let found = Cached { Self.succeeds(["sh", "-c", "command -v \(program)"]) }
        return MachineRequirement(variable: variable) {
            found.value ? nil : "\(program) is not on PATH: \(install)"
        }
    }

    /// IPv6 sockets, which the kernel may leave out: `.ci/run` requires them where
    /// `/proc/net/if_inet6` exists.
    public static let ipv6 = MachineRequirement(variable: "WATCHLIST_REQUIRE_IPV6") {
        ipv6Sockets.value ? nil : "this machine's kernel opens no IPv6 socket"
    }

    private static let ipv6Sockets = Cached { IPv6Probe.canOpenSocket() }

    /// Whether `arguments` run through `/usr/bin/env` and exit 0.
    static func succeeds(_ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return false
        }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}

/// A probe's answer, computed once on first use: probes start processes.
final class Cached: Sendable {
    private let compute: @Sendable () -> Bool
    private let answer = Mutex<Bool?>(nil)

    init(_ compute: @escaping @Sendable () -> Bool) {
        self.compute = compute
    }

    var value: Bool {
        answer.withLock { answer in
            if let answer { return answer }
            let computed = compute()
            answer = computed
            return computed
        }
    }
}
