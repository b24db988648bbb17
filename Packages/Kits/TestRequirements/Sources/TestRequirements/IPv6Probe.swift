#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether this process can open an IPv6 socket: libcurl asks the same before it resolves or
/// connects to an IPv6 address, and refuses such an address where it cannot.
enum IPv6Probe {
    static func canOpenSocket() -> Bool {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET6, Int32(SOCK_DGRAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET6, SOCK_DGRAM, 0)
        #endif
        guard descriptor >= 0 else { return false }
        close(descriptor)
        return true
    }
}
