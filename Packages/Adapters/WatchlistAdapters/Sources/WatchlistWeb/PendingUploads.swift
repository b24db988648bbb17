import Foundation
import Synchronization

/// Files uploaded for an import whose dry run is on screen, kept until the person confirms
/// it, for a short while: the confirmation imports exactly the file the dry run read, without
/// sending it again. Each is kept for its profile only, a few at a time.
final class PendingUploads: Sendable {
    struct Upload: Sendable {
        let owner: UUID
        let filename: String
        let bytes: [UInt8]
        let keptAt: Date
    }

    /// How long an upload waits for its confirmation.
    static let lifetime: TimeInterval = 15 * 60
    /// The most uploads kept for one profile; a new one forgets its oldest.
    static let perProfile = 3

    private let uploads = Mutex<[UUID: Upload]>([:])

    /// Keeps `bytes` for `owner`, and returns the id to confirm it with.
    func keep(_ bytes: [UInt8], filename: String, owner: UUID, now: Date = Date()) -> UUID {
        let id = UUID()
        uploads.withLock { uploads in
            uploads = uploads.filter { now.timeIntervalSince($0.value.keptAt) < Self.lifetime }
            let own = uploads.filter { $0.value.owner == owner }.sorted { $0.value.keptAt < $1.value.keptAt }
            for (old, _) in own.dropLast(Self.perProfile - 1) { uploads[old] = nil }
            uploads[id] = Upload(owner: owner, filename: filename, bytes: bytes, keptAt: now)
        }
        return id
    }

    /// The upload `id` of `owner`, forgotten as it is handed out; `nil` when there is none,
    /// it expired, or it is another profile's.
    func take(_ id: UUID, owner: UUID, now: Date = Date()) -> Upload? {
        uploads.withLock { uploads in
            guard let upload = uploads[id], upload.owner == owner, now.timeIntervalSince(upload.keptAt) < Self.lifetime else { return nil }
            uploads[id] = nil
            return upload
        }
    }
}
