import APIContract
import Hummingbird
import WebServer
import NIOCore

/// A response whose body is a document of the contract, coded as ``APIJSON`` codes it.
public struct JSONBody<Value: Encodable & Sendable>: ResponseGenerator {
    let value: Value
    var status: HTTPResponse.Status = .ok

    /// The document `value`, answered with `status`.
    public init(_ value: Value, status: HTTPResponse.Status = .ok) {
        self.value = value
        self.status = status
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        let body = try APIJSON.encoder().encode(value)
        return Response(status: status, headers: [.contentType: "application/json; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }
}

/// A response whose JSON body is already written (such as the list's, which the Watchlist feature writes straight into bytes), or kept.
public struct WrittenJSON: ResponseGenerator {
    let body: ByteBuffer

    /// A body kept from an earlier answer.
    public init(body: ByteBuffer) {
        self.body = body
    }

    /// A body written as bytes.
    public init(bytes: [UInt8]) {
        body = ByteBuffer(bytes: bytes)
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8"], body: .init(byteBuffer: body))
    }
}

extension Request {
    /// The body as a document; `limit` bounds the bytes read (an import is larger than the
    /// context's limit for every other body).
    public func document<Document: Decodable>(_ type: Document.Type, context: ServerRequestContext, limit: Int? = nil) async throws -> Document {
        let body = try await self.body.collect(upTo: limit ?? context.maxUploadSize)
        do {
            return try APIJSON.decoder().decode(type, from: body)
        } catch let error as DecodingError {
            throw APIError(status: .badRequest, message: "the body is not the JSON this route takes (\(DecodingErrorText.describe(error))); see openapi.yaml")
        }
    }
}

/// A decoding error in a sentence: which field, and what was wrong with it.
enum DecodingErrorText {
    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context): return "\(name(context.codingPath + [key])) is missing"
        case .typeMismatch(_, let context): return "\(name(context.codingPath)) has the wrong type"
        case .valueNotFound(_, let context): return "\(name(context.codingPath)) is null, which no field takes; leave an optional field out"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "it is not JSON" : "\(name(context.codingPath)) is not valid: \(context.debugDescription)"
        @unknown default: return "it cannot be read"
        }
    }

    /// `films[2].viewings[0].on`.
    static func name(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue { text += "[\(index)]" } else { text += text.isEmpty ? key.stringValue : ".\(key.stringValue)" }
        }
        return text.isEmpty ? "the document" : text
    }
}
