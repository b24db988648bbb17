import AuthInterface
import AuthPorts
import Foundation
import GRDB
import Storage

/// ``TwoFactorStore`` in SQLite: one row a profile with a secret, its recovery codes beside
/// it, each going with its profile. A step's use and a recovery code's are each one statement.
public struct SQLiteTwoFactorStore: TwoFactorStore {
    private let database: DatabaseProvider

    /// Creates the store on `database`, whose migrations must include ``migrations`` after
    /// ``SQLiteProfileRepository/migrations``.
    public init(database: DatabaseProvider) {
        self.database = database
    }

    /// The tables of two-factor log-in.
    public static let migrations = [
        DatabaseMigration("auth.v4.twoFactor") { db in
            try db.execute(sql: """
                CREATE TABLE twoFactor (
                    profileID TEXT PRIMARY KEY REFERENCES profile(id) ON DELETE CASCADE,
                    secret TEXT NOT NULL,
                    isOn INTEGER NOT NULL DEFAULT 0,
                    lastStep INTEGER
                );
                CREATE TABLE recoveryCode (
                    profileID TEXT NOT NULL REFERENCES twoFactor(profileID) ON DELETE CASCADE,
                    hash BLOB NOT NULL,
                    PRIMARY KEY (profileID, hash)
                );
                """)
        },
    ]

    public func secret(of profile: Profile.ID) throws -> StoredTwoFactor? {
        try database.read { db in
            try Row.fetchOne(db, sql: "SELECT secret, isOn, lastStep FROM twoFactor WHERE profileID = ?", arguments: [profile.uuidString]).map { row in
                StoredTwoFactor(secret: row["secret"], isOn: row["isOn"], lastStep: row["lastStep"])
            }
        }
    }

    public func begin(_ profile: Profile.ID, secret: String) throws -> Bool {
        try database.write { db in
            try db.execute(sql: """
                INSERT INTO twoFactor (profileID, secret) VALUES (?, ?)
                ON CONFLICT (profileID) DO UPDATE SET secret = excluded.secret WHERE NOT isOn
                """, arguments: [profile.uuidString, secret])
            return db.changesCount == 1
        }
    }

    public func confirm(_ profile: Profile.ID, step: Int64, recoveryCodes: [Data]) throws -> Bool {
        try database.write { db in
            try db.execute(sql: "UPDATE twoFactor SET isOn = 1, lastStep = ? WHERE profileID = ? AND NOT isOn", arguments: [step, profile.uuidString])
            guard db.changesCount == 1 else { return false }
            for hash in recoveryCodes {
                try db.execute(sql: "INSERT OR IGNORE INTO recoveryCode (profileID, hash) VALUES (?, ?)", arguments: [profile.uuidString, hash])
            }
            return true
        }
    }

    public func use(step: Int64, by profile: Profile.ID) throws -> Bool {
        try database.write { db in
            try db.execute(
                sql: "UPDATE twoFactor SET lastStep = ? WHERE profileID = ? AND isOn AND (lastStep IS NULL OR lastStep < ?)",
                arguments: [step, profile.uuidString, step]
            )
            return db.changesCount == 1
        }
    }

    public func useRecoveryCode(_ hash: Data, by profile: Profile.ID) throws -> Bool {
        try database.write { db in
            try db.execute(sql: "DELETE FROM recoveryCode WHERE profileID = ? AND hash = ?", arguments: [profile.uuidString, hash])
            return db.changesCount == 1
        }
    }

    public func recoveryCodesLeft(for profile: Profile.ID) throws -> Int {
        try database.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM recoveryCode WHERE profileID = ?", arguments: [profile.uuidString]) ?? 0
        }
    }

    public func remove(_ profile: Profile.ID) throws {
        try database.write { db in
            try db.execute(sql: "DELETE FROM recoveryCode WHERE profileID = ?", arguments: [profile.uuidString])
            try db.execute(sql: "DELETE FROM twoFactor WHERE profileID = ?", arguments: [profile.uuidString])
        }
    }
}
