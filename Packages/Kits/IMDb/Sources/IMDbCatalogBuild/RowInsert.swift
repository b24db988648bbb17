import GRDB
import GRDBSQLite

/// One of a catalog writer's prepared statements, run with its values bound straight
/// through SQLite's C API.
///
/// An import runs one of these per row, millions of times. Profiling a 1M-title import
/// showed GRDB's `execute(arguments:)` (an array of existential values built, checked and
/// bound per call) costing more than SQLite's insert itself; binding directly removes that.
public struct RowInsert {
    /// Keeps the prepared statement alive; `handle` belongs to it.
    private let statement: Statement
    private let handle: SQLiteStatement

    /// Wraps `statement`, prepared on the build's database.
    public init(_ statement: Statement) {
        self.statement = statement
        handle = statement.sqliteStatement
    }

    /// Binds the values that `bind` gives, in order, and runs the statement once.
    /// - Throws: `DatabaseError` when SQLite fails (a full disk, say).
    public func run(_ bind: (inout Values) -> Void) throws {
        sqlite3_reset(handle)
        var values = Values(handle: handle)
        bind(&values)
        let code = sqlite3_step(handle)
        guard code == SQLITE_DONE else {
            let message = sqlite3_db_handle(handle).flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) }
            sqlite3_reset(handle)
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: statement.sql)
        }
    }

    /// The values of one run, bound to the statement's parameters in order.
    public struct Values {
        fileprivate let handle: SQLiteStatement
        private var index: Int32 = 1

        fileprivate init(handle: SQLiteStatement) {
            self.handle = handle
        }

        /// Binds `value`, or NULL.
        public mutating func integer(_ value: Int64?) {
            if let value { sqlite3_bind_int64(handle, index, value) } else { sqlite3_bind_null(handle, index) }
            index += 1
        }

        /// Binds `value`, or NULL.
        public mutating func decimal(_ value: Double?) {
            if let value { sqlite3_bind_double(handle, index, value) } else { sqlite3_bind_null(handle, index) }
            index += 1
        }

        /// Binds `value`'s UTF-8; SQLite copies it (`SQLITE_TRANSIENT`) before this returns.
        public mutating func text(_ value: String?) {
            if var value {
                value.withUTF8 { bytes in
                    // An empty buffer may have no address, and a null pointer binds NULL, not "".
                    guard !bytes.isEmpty else { return _ = sqlite3_bind_text(handle, index, "", 0, Self.transient) }
                    bytes.withMemoryRebound(to: CChar.self) { text in
                        _ = sqlite3_bind_text(handle, index, text.baseAddress, Int32(text.count), Self.transient)
                    }
                }
            } else {
                sqlite3_bind_null(handle, index)
            }
            index += 1
        }

        /// SQLite's `SQLITE_TRANSIENT`, a destructor of -1, which the C macro casts and
        /// Swift cannot import: it tells SQLite to copy the bytes before the bind returns.
        private static let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
    }
}
