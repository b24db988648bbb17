import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import WebUI

/// Answers `/images/<name>` with a kept image. Its name is its content's hash, so the answer
/// may be kept for good (`Cache-Control: immutable`), and its `ETag` is the name: a browser that
/// asks again with `If-None-Match` gets 304 and no body.
enum ImageAnswers {
    static let cacheControl = "public, max-age=31536000, immutable"

    static func answer(_ name: String, from images: any StoredImages, request: Request) async -> Response {
        let tag = "\"" + name.prefix(while: { $0 != "." }) + "\""
        guard let image = await images.image(named: name) else {
            var headers = WebAnswers.headers(contentType: "text/plain; charset=utf-8")
            headers[.cacheControl] = "no-store"
            return Response(status: .notFound, headers: headers, body: .init(byteBuffer: ByteBuffer(string: "No image is kept under this name.\n")))
        }
        var headers = WebAnswers.headers(contentType: image.contentType)
        headers[.cacheControl] = cacheControl
        headers[.eTag] = tag
        let asked = (request.headers[.ifNoneMatch] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if asked.contains(where: { $0 == tag || $0 == "W/" + tag || $0 == "*" }) {
            return Response(status: .notModified, headers: headers)
        }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: image.bytes)))
    }
}
