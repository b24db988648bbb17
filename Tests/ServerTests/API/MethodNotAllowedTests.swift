import Foundation
import Hummingbird
import HummingbirdTesting
import ReadCache
import Testing
@testable import APIRouting

/// A method that a path does not take is 405 with `Allow` listing the methods it takes, with
/// or without a token; a path that no route has is still 404.
@Suite struct MethodNotAllowedTests {
    @Test func theTableKnowsEachPathsMethodsAsTheRouterMatchesPaths() {
        let table = RouteTable(APITestServices.router(cache: ReadCache(channel: ProcessInvalidationChannel())).routes)
        typealias Method = HTTPRequest.Method
        #expect(table.methods(for: "/health") == [Method.get, Method.head])
        #expect(table.methods(for: "/v1/list") == [Method.get, Method.head, Method.post])
        #expect(table.methods(for: "/v1/list/fixture:1") == [Method.delete])
        #expect(table.methods(for: "/v1/list/fixture%3A1/viewings/") == [Method.post])
        #expect(table.methods(for: "/v1/shares/ada") == [Method.delete, Method.put])
        #expect(table.methods(for: "/v1/import/history") == [Method.post])
        #expect(table.methods(for: "/v1/nothing") == nil)
        #expect(table.methods(for: "/v1/list/a/b/c") == nil)
        #expect(table.methods(for: "/") == nil)
    }

    @Test func aMethodAKnownPathDoesNotTakeIs405WithAllow() async throws {
        try await APITestServices.application().test(.router) { client in
            let patch = try await client.execute(uri: "/v1/list", method: .patch)
            #expect(patch.status == .methodNotAllowed && patch.headers[.allow] == "GET, HEAD, POST")
            let error = (try? JSONSerialization.jsonObject(with: Data(buffer: patch.body))) as? [String: Any]
            #expect((error?["error"] as? String)?.contains("GET, HEAD, POST") == true)
            let put = try await client.execute(uri: "/v1/list/fixture:1", method: .put, headers: [.authorization: "Bearer ada"])
            #expect(put.status == .methodNotAllowed && put.headers[.allow] == "DELETE")
            let get = try await client.execute(uri: "/v1/signup", method: .get)
            #expect(get.status == .methodNotAllowed && get.headers[.allow] == "POST")
            let delete = try await client.execute(uri: "/health", method: .delete)
            #expect(delete.status == .methodNotAllowed && delete.headers[.allow] == "GET, HEAD")
            let options = try await client.execute(uri: "/v1/shares/ada", method: .options)
            #expect(options.status == .methodNotAllowed && options.headers[.allow] == "DELETE, PUT")
            #expect(try await client.execute(uri: "/v1/nothing", method: .get).status == .notFound)
            #expect(try await client.execute(uri: "/v1/nothing", method: .patch).status == .notFound)
            // A method the path takes still reaches its route, and its token check.
            #expect(try await client.execute(uri: "/v1/list", method: .get).status == .unauthorized)
        }
    }
}
