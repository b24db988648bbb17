import SystemZlib
import Foundation
import IMDbDatasets

/// Reads a gzip file as a stream of decompressed chunks, through the system zlib, so a
/// dataset of any size takes a few megabytes of memory. Files of several gzip members, as
/// `cat a.gz b.gz` makes, are read whole.
///
/// A file that does not start like gzip, that is damaged, or that ends before its last
/// member does, throws ``CatalogBuildError`` naming the file.
final class GzipFileReader {
    /// The file's path, for messages.
    let path: String
    /// The file's size in bytes.
    let compressedSize: Int64
    /// How many of the file's bytes have been read so far.
    private(set) var compressedBytesRead: Int64 = 0

    private let handle: FileHandle
    private var stream = z_stream()
    private var input: [UInt8] = []
    private var inputOffset = 0
    private var atEndOfFile = false
    private var memberEnded = false
    /// Where zlib writes; allocated once.
    private var output = [UInt8](repeating: 0, count: chunkSize)
    private static let chunkSize = 1 << 20

    /// Opens `path`.
    init(path: String) throws(CatalogBuildError) {
        self.path = path
        do {
            handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            compressedSize = (attributes[.size] as? NSNumber)?.int64Value ?? 0
        } catch {
            throw .cannotRead(file: path, reason: Self.reason(error))
        }
        let status = inflateInit2_(&stream, 16 + MAX_WBITS, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw .cannotRead(file: path, reason: "zlib could not start (\(status))") }
    }

    deinit {
        inflateEnd(&stream)
        try? handle.close()
    }

    /// Up to 1 MiB more decompressed bytes, appended to `buffer`; 0 at the end of the file.
    func read(into buffer: inout [UInt8]) throws(CatalogBuildError) -> Int {
        var produced = 0
        while produced == 0 {
            if inputOffset == input.count {
                guard try refill() else {
                    if !memberEnded { throw .truncated(file: path) }
                    return 0
                }
            }
            if memberEnded {
                // Another member follows the one that ended.
                inflateReset(&stream)
                memberEnded = false
            }
            let status = inflateChunk()
            produced = Self.chunkSize - Int(stream.avail_out)
            buffer.append(contentsOf: output[0..<produced])
            switch status {
            case Z_OK, Z_BUF_ERROR:
                continue
            case Z_STREAM_END:
                memberEnded = true
            default:
                throw .damaged(file: path, reason: stream.msg.map { String(cString: $0) } ?? "zlib error \(status)")
            }
        }
        return produced
    }

    /// Inflates from the unread input into ``output``.
    private func inflateChunk() -> Int32 {
        let offset = inputOffset
        let status: Int32 = input.withUnsafeMutableBufferPointer { inputBytes in
            output.withUnsafeMutableBufferPointer { outputBytes in
                stream.next_in = inputBytes.baseAddress.map { $0 + offset }
                stream.avail_in = UInt32(inputBytes.count - offset)
                stream.next_out = outputBytes.baseAddress
                stream.avail_out = UInt32(outputBytes.count)
                return inflate(&stream, Z_NO_FLUSH)
            }
        }
        inputOffset = input.count - Int(stream.avail_in)
        return status
    }

    /// Reads the next compressed chunk; `false` at the end of the file.
    private func refill() throws(CatalogBuildError) -> Bool {
        guard !atEndOfFile else { return false }
        let data: Data
        do {
            data = try handle.read(upToCount: Self.chunkSize) ?? Data()
        } catch {
            throw .cannotRead(file: path, reason: Self.reason(error))
        }
        if compressedBytesRead == 0, !data.starts(with: [0x1F, 0x8B]) {
            throw .notGzip(file: path)
        }
        guard !data.isEmpty else {
            atEndOfFile = true
            return false
        }
        compressedBytesRead += Int64(data.count)
        input = [UInt8](data)
        inputOffset = 0
        return true
    }

    static func reason(_ error: any Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}
