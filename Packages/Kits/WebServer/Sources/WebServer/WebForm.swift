import Hummingbird
import NIOCore
import WebUI

/// A form's body, read as it arrives and refused past its limit: `application/x-www-form-urlencoded`
/// (at most 1 MiB), or `multipart/form-data` for files (``MultipartBody``; at most the
/// largest import and 1 MiB of fields, 16 parts). A part cut short is left out.
public struct WebForm {
    /// The largest urlencoded form: a review is at most 10,000 characters.
    static let maximumFieldBytes = 1 << 20
    /// The largest multipart body.
    static let maximumUploadBytes = 32 * 1024 * 1024 + maximumFieldBytes
    /// The most parts a multipart form may have.
    static let maximumParts = 16

    var fields = FormFields()
    var files: [String: UploadedFile] = [:]

    /// Reads the form of `request`.
    /// - Throws: ``WebError`` 413 past a limit, 415 for another kind of body, 400 for a
    ///   multipart body that does not parse.
    static func read(_ request: Request) async throws -> WebForm {
        let type = request.headers[.contentType]?.lowercased() ?? ""
        if type.hasPrefix("multipart/form-data") {
            guard let boundary = boundary(in: request.headers[.contentType] ?? "") else {
                throw WebError(status: 400, message: "the form's body names no boundary; send the form again from its page")
            }
            return try await multipart(request.body, boundary: boundary)
        }
        guard type.isEmpty || type.hasPrefix("application/x-www-form-urlencoded") else {
            throw WebError(status: 415, message: "a form is sent as application/x-www-form-urlencoded or multipart/form-data")
        }
        var body = ByteBuffer()
        for try await var buffer in request.body {
            guard body.readableBytes + buffer.readableBytes <= maximumFieldBytes else { throw tooLarge }
            body.writeBuffer(&buffer)
        }
        return WebForm(fields: FormFields(urlEncoded: Substring(String(buffer: body))))
    }

    private static let tooLarge = WebError(status: 413, message: "the form is larger than this server takes (32 MiB for a file); send a smaller file")

    private static func multipart(_ body: RequestBody, boundary: String) async throws -> WebForm {
        var collected: [UInt8] = []
        for try await buffer in body {
            guard collected.count + buffer.readableBytes <= maximumUploadBytes else { throw tooLarge }
            collected.append(contentsOf: buffer.readableBytesView)
        }
        let parts: [MultipartBody.Part]
        do {
            parts = try MultipartBody(maximumParts: maximumParts).parts(of: collected, boundary: boundary)
        } catch .tooManyParts {
            throw tooLarge
        } catch {
            throw WebError(status: 400, message: "the form's body is not valid multipart/form-data; send the form again from its page")
        }
        var form = WebForm()
        var values: [String: [String]] = [:]
        var fieldBytes = 0
        for part in parts {
            let disposition = part.headers["content-disposition"] ?? ""
            guard let name = self.disposition("name", in: disposition) else { continue }
            if let filename = self.disposition("filename", in: disposition) {
                form.files[name] = UploadedFile(filename: filename, bytes: Array(part.content))
            } else {
                fieldBytes += part.content.count
                guard fieldBytes <= maximumFieldBytes else { throw tooLarge }
                values[name, default: []].append(String(decoding: part.content, as: UTF8.self))
            }
        }
        form.fields = FormFields(values)
        return form
    }

    /// The boundary of a `multipart/form-data` content type.
    public static func boundary(in contentType: String) -> String? {
        for parameter in contentType.split(separator: ";").dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, pair[0].lowercased() == "boundary" else { continue }
            let value = pair[1].hasPrefix("\"") && pair[1].hasSuffix("\"") && pair[1].count >= 2 ? String(pair[1].dropFirst().dropLast()) : pair[1]
            return (1...70).contains(value.count) ? value : nil
        }
        return nil
    }

    /// The quoted parameter `name` of a `Content-Disposition` header.
    public static func disposition(_ name: String, in header: String) -> String? {
        for parameter in header.split(separator: ";").dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, pair[0].lowercased() == name else { continue }
            let value = pair[1]
            return value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2 ? String(value.dropFirst().dropLast()) : value
        }
        return nil
    }
}
