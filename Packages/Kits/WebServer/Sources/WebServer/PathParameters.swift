import Foundation
import Hummingbird

extension Parameters {
    /// The path parameter `name` with its percent-encoding undone: the router matches the path
    /// as it arrives, so a client that encodes reserved characters sends `offline%3A1` for
    /// `offline:1` and `%20ada` for ` ada`. Text that is not valid percent-encoding is taken
    /// as it is (and refused, as the value it is, by the route).
    public func requireDecoded(_ name: String) throws -> String {
        let raw = try require(name)
        return raw.removingPercentEncoding ?? raw
    }
}
