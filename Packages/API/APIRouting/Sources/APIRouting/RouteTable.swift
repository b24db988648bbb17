import Hummingbird
import WebServer

/// The router's paths and the methods each one takes, read from the router once every route
/// is on it, so that a method a path does not take can be told from a path that does not exist.
struct RouteTable: Sendable {
    /// A path, as the router matches it (`/v1/list/{id}`), and its methods in alphabetical order.
    struct Route: Sendable {
        let path: RouterPath
        var methods: [HTTPRequest.Method]
    }

    let routes: [Route]

    /// The table of `routes`, as `Router.routes` lists them: one entry a path and a method.
    /// A path that takes GET takes HEAD too, as the router answers it (RFC 9110, 9.3.2).
    init(_ routes: [Router<ServerRequestContext>.RouteDescription]) {
        var table: [Route] = []
        for route in routes {
            if let index = table.firstIndex(where: { $0.path == route.path }) {
                table[index].methods.append(route.method)
            } else {
                table.append(Route(path: route.path, methods: [route.method]))
            }
        }
        self.routes = table.map { route in
            let methods = route.methods.contains(.get) && !route.methods.contains(.head) ? route.methods + [.head] : route.methods
            return Route(path: route.path, methods: methods.sorted { $0.rawValue < $1.rawValue })
        }
    }

    /// The methods of the route that `path` (a request's path, without its query) reaches, or
    /// `nil` when it reaches none. Segments are split as the router splits them (empty ones
    /// left out); when several routes match, the one with a fixed segment where the others have
    /// a parameter wins, as in the router.
    func methods(for path: String) -> [HTTPRequest.Method]? {
        let segments = path.split(separator: "/")
        let matching = routes.filter { route in
            route.path.components.count == segments.count && zip(route.path.components, segments).allSatisfy { $0 ~= $1 }
        }
        return matching.max { Self.fixedSegments($0).lexicographicallyPrecedes(Self.fixedSegments($1)) }?.methods
    }

    /// 1 for each fixed segment of the route's path, 0 for each parameter.
    private static func fixedSegments(_ route: Route) -> [Int] {
        route.path.components.map { $0 == $0.description ? 1 : 0 }
    }
}
