import APIContract
import Foundation
import Logging
import ServiceLifecycle
import Synchronization

/// The server's own backups (`--backup-every HOURS --backup-keep N`): one when it starts, then
/// one each period, into a directory of their own, the newest `keep` kept.
struct BackupSchedule: Sendable, Equatable {
    /// How often, in hours.
    let everyHours: Double
    /// How many are kept; older ones are removed once a new one is whole.
    let keep: Int
    /// Where they are written.
    let directory: URL

    /// The period.
    var period: Duration { .milliseconds(Int64((everyHours * 3_600_000).rounded())) }

    /// The name of a backup begun at `date`: `watchlist-20261130T020000.000Z.sqlite`, in UTC,
    /// so that names sort as their dates.
    static func fileName(at date: Date, extension fileExtension: String) -> String {
        let stamp = date.formatted(Date.ISO8601FormatStyle(dateSeparator: .omitted, timeSeparator: .omitted, includingFractionalSeconds: true, timeZone: .gmt))
        return "watchlist-\(stamp).\(fileExtension)"
    }
}

/// What the last scheduled backups did, for `/health`.
final class BackupRecord: Sendable {
    private let state: Mutex<(succeeded: Date?, failed: Date?)> = Mutex((nil, nil))
    let everyHours: Double

    init(everyHours: Double) {
        self.everyHours = everyHours
    }

    func succeeded(at date: Date) {
        state.withLock { $0.succeeded = date }
    }

    func failed(at date: Date) {
        state.withLock { $0.failed = date }
    }

    /// The record as `/health` shows it.
    var health: BackupHealth {
        state.withLock { BackupHealth(everyHours: everyHours, lastSucceeded: $0.succeeded, lastFailed: $0.failed) }
    }
}

/// Makes the scheduled backups while the server runs: one at start, then one each period,
/// until a graceful shutdown. A failure is logged with its reason and recorded for `/health`,
/// and the next period tries again.
struct ScheduledBackups: Service {
    let schedule: BackupSchedule
    let storage: StorageLocation
    let record: BackupRecord
    let logger: Logger
    let clock: @Sendable () -> Date

    func run() async throws {
        await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                await backUp()
                try? await Task.sleep(for: schedule.period)
            }
        }
    }

    /// One backup, then the oldest beyond `keep` removed.
    func backUp() async {
        let began = clock()
        let file = schedule.directory.appending(path: BackupSchedule.fileName(at: began, extension: StorageBackup.fileExtension(of: storage)))
        do {
            try FileManager.default.createDirectory(at: schedule.directory, withIntermediateDirectories: true)
            try await StorageBackup.make(of: storage, to: file)
            record.succeeded(at: began)
            let removed = try removeOld()
            logger.info("backup made", metadata: ["file": "\(file.path)", "removed": "\(removed)"])
        } catch {
            record.failed(at: began)
            logger.error("backup failed; the next is due in \(schedule.everyHours) hours", metadata: ["file": "\(file.path)", "reason": "\(error)"])
        }
    }

    /// Removes the scheduled backups of this storage beyond the newest `keep`; never another file.
    private func removeOld() throws -> Int {
        let ending = "." + StorageBackup.fileExtension(of: storage)
        let names = try FileManager.default.contentsOfDirectory(atPath: schedule.directory.path)
            .filter { $0.hasPrefix("watchlist-") && $0.hasSuffix(ending) }
            .sorted(by: >)
        for name in names.dropFirst(schedule.keep) {
            try FileManager.default.removeItem(at: schedule.directory.appending(path: name))
        }
        return max(0, names.count - schedule.keep)
    }
}
