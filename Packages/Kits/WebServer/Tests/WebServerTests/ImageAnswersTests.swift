import AuthInterface
import Foundation
import Hummingbird
import HummingbirdTesting
import ReadCache
import Testing
import WebUI
@testable import WebServer

/// Kept images are served by this site, cacheable for good under their content's name, with
/// an `ETag` that a browser's `If-None-Match` answers with 304, and the site's security headers.
@Suite struct ImageAnswersTests {
    struct Kept: StoredImages {
        let name: String
        let bytes: [UInt8]
        func image(named name: String) async -> StoredImage? {
            name == self.name ? StoredImage(contentType: "image/png", bytes: bytes) : nil
        }
    }

    private let name = String(repeating: "ab", count: 32) + ".png"

    @Test func aKeptImageIsServedImmutableWithItsNameAsETagAnd304WhenTheBrowserHasIt() async throws {
        let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 1, 2, 3]
        let site = WebSite(
            routes: [], layout: try Layout(navigation: [], logInPage: "/login", logOutAction: "/logout"), home: "/", logInPage: { _ in "/login" },
            secureCookies: false, errors: [], images: Kept(name: name, bytes: bytes)
        )
        let router = WebRoutes.router(site, accounts: DevAccounts(profile: Profile(id: UUID(), name: "dev"), token: nil), cache: ReadCache(channel: ProcessInvalidationChannel()))
        try await Application(router: router).test(.router) { client in
            let image = try await client.execute(uri: "/images/\(name)", method: .get)
            #expect(image.status == .ok && Array(buffer: image.body) == bytes)
            #expect(image.headers[.contentType] == "image/png" && image.headers[.cacheControl] == "public, max-age=31536000, immutable")
            let tag = try #require(image.headers[.eTag])
            #expect(tag == "\"\(String(repeating: "ab", count: 32))\"" && image.headers[.xContentTypeOptions] == "nosniff")
            let again = try await client.execute(uri: "/images/\(name)", method: .get, headers: [.ifNoneMatch: "\"other\", \(tag)"])
            #expect(again.status == .notModified && again.body.readableBytes == 0 && again.headers[.eTag] == tag)
            let head = try await client.execute(uri: "/images/\(name)", method: .head)
            #expect(head.status == .ok && head.body.readableBytes == 0 && head.headers[.eTag] == tag)
            let missing = try await client.execute(uri: "/images/\(String(repeating: "cd", count: 32)).png", method: .get)
            #expect(missing.status == .notFound && missing.headers[.cacheControl] == "no-store")
        }
    }
}

extension Array where Element == UInt8 {
    init(buffer: ByteBuffer) {
        self = buffer.getBytes(at: buffer.readerIndex, length: buffer.readableBytes) ?? []
    }
}
