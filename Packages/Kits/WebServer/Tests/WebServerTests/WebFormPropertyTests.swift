import Foundation
import Hummingbird
import HummingbirdTesting
import NIOCore
import PropertyBased
import Testing
import WebUI
@testable import WebServer

/// A form's body is untrusted: arbitrary bytes, and real bodies cut anywhere, are read or
/// refused with a typed ``WebError``; nothing crashes, and nothing past the limits is kept.
@Suite struct WebFormPropertyTests {
    static func request(_ bytes: [UInt8], contentType: String, chunk: Int = 1_024) -> Request {
        let head = HTTPRequest(method: .post, scheme: "http", authority: "127.0.0.1", path: "/import", headerFields: [.contentType: contentType])
        let chunks = stride(from: 0, to: bytes.count, by: max(1, chunk)).map { ByteBuffer(bytes: bytes[$0..<min($0 + max(1, chunk), bytes.count)]) }
        let body = RequestBody(asyncSequence: chunks.async)
        return Request(head: head, body: body)
    }

    static func multipart(boundary: String, file: [UInt8]) -> [UInt8] {
        Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\ntoken\r\n--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.csv\"\r\n\r\n".utf8)
            + file + Array("\r\n--\(boundary)--\r\n".utf8)
    }

    @Test func aWholeMultipartBodyGivesItsFieldsAndFile() async throws {
        let file = Array("Date,Name,Year\n2024-01-05,Alien,1979\n".utf8)
        let form = try await WebForm.read(Self.request(Self.multipart(boundary: "XyZ", file: file), contentType: "multipart/form-data; boundary=XyZ", chunk: 7))
        #expect(form.fields["csrf"] == "token")
        #expect(form.files["file"]?.filename == "a.csv" && form.files["file"]?.bytes == file)
    }

    @Test func arbitraryAndCutBodiesAreReadOrRefusedWithAWebError() async {
        let whole = Self.multipart(boundary: "b0und", file: Array("some,file\n".utf8))
        await propertyCheck(count: 300, input: Gen.uint8().array(of: 0...400), Gen.int(in: 0...whole.count), Gen.int(in: 1...64)) { noise, cut, chunk in
            for (bytes, type) in [
                (noise, "multipart/form-data; boundary=b0und"), (Array(whole[..<cut]) + noise, "multipart/form-data; boundary=b0und"),
                (Array(whole[..<cut]), "multipart/form-data; boundary=b0und"), (noise, "application/x-www-form-urlencoded"),
            ] {
                do {
                    let form = try await WebForm.read(Self.request(bytes, contentType: type, chunk: chunk))
                    if let file = form.files["file"] { #expect(file.bytes.count <= bytes.count) }
                } catch let error as WebError {
                    #expect([400, 413, 415].contains(error.status), "\(error)")
                } catch {
                    Issue.record("a body was refused with \(error), not a WebError")
                }
            }
        }
    }

    @Test func aBodyPastItsLimitIsRefusedBeforeItIsReadWhole() async throws {
        let large = [UInt8](repeating: UInt8(ascii: "a"), count: WebForm.maximumFieldBytes + 1)
        await #expect(throws: WebError.self) { try await WebForm.read(Self.request(large, contentType: "application/x-www-form-urlencoded", chunk: 65_536)) }
        let upload = Self.multipart(boundary: "b", file: [UInt8](repeating: 0x41, count: WebForm.maximumUploadBytes))
        do {
            _ = try await WebForm.read(Self.request(upload, contentType: "multipart/form-data; boundary=b", chunk: 1 << 20))
            Issue.record("an upload past the limit was read")
        } catch let error as WebError {
            #expect(error.status == 413)
        }
    }

    @Test func anotherKindOfBodyIsRefused() async {
        await #expect(throws: WebError(status: 415, message: "a form is sent as application/x-www-form-urlencoded or multipart/form-data")) {
            try await WebForm.read(Self.request(Array("{}".utf8), contentType: "application/json"))
        }
    }

    @Test func theBoundaryIsReadFromTheContentType() {
        #expect(WebForm.boundary(in: "multipart/form-data; boundary=abc") == "abc")
        #expect(WebForm.boundary(in: #"multipart/form-data; charset=utf-8; boundary="a b""#) == "a b")
        #expect(WebForm.boundary(in: "multipart/form-data") == nil)
        #expect(WebForm.boundary(in: "multipart/form-data; boundary=" + String(repeating: "x", count: 71)) == nil)
    }
}

/// The multipart reader's own rules.
@Suite struct MultipartBodyTests {
    let reader = MultipartBody(maximumParts: 4)

    @Test func readsPartsAfterAPreambleAndStopsAtTheCloseDelimiter() throws {
        let body = Array("preamble\r\n--b\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\none\r\n--b\r\nContent-Disposition: form-data; name=\"b\"\r\n\r\ntwo\r\nlines\r\n--b--\r\nepilogue".utf8)
        let parts = try reader.parts(of: body, boundary: "b")
        #expect(parts.map { String(decoding: $0.content, as: UTF8.self) } == ["one", "two\r\nlines"])
        #expect(parts.first?.headers["content-disposition"] == #"form-data; name="a""#)
    }

    @Test func aCutBodyKeepsOnlyItsCompleteParts() throws {
        let body = Array("--b\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\none\r\n--b\r\nContent-Disposition: form-data; name=\"file\"\r\n\r\nhalf a fi".utf8)
        #expect(try reader.parts(of: body, boundary: "b").count == 1)
    }

    @Test func refusesBytesThatAreNotMultipartAndTooManyParts() {
        #expect(throws: MultipartBodyError.notMultipart) { try reader.parts(of: Array("no delimiter at all".utf8), boundary: "b") }
        #expect(throws: MultipartBodyError.notMultipart) { try reader.parts(of: Array("--b\r\nno colon here\r\n\r\nx\r\n--b--".utf8), boundary: "b") }
        let many = (0..<5).map { "--b\r\nContent-Disposition: form-data; name=\"f\($0)\"\r\n\r\nx\r\n" }.joined() + "--b--"
        #expect(throws: MultipartBodyError.tooManyParts) { try reader.parts(of: Array(many.utf8), boundary: "b") }
    }

    @Test func findsAPatternAsASimpleSearchWould() async {
        await propertyCheck(count: 500, input: Gen.element(of: [UInt8(0x0D), 0x0A, 0x2D, 0x62]).array(of: 0...60), Gen.element(of: [UInt8(0x0D), 0x0A, 0x2D, 0x62]).array(of: 1...5)) { bytes, pattern in
            let bytes = bytes.compactMap { $0 }, pattern = pattern.compactMap { $0 }
            let simple = bytes.count < pattern.count ? nil : (0...(bytes.count - pattern.count)).first { Array(bytes[$0..<($0 + pattern.count)]) == pattern }
            #expect(MultipartBody.find(pattern, in: bytes, from: 0) == simple)
        }
    }
}
