import Foundation
import TestRequirements

/// The feed read by an iCalendar parser that knows nothing of this code: Python's
/// `icalendar` (PyPI), which `.ci/run` installs pinned. A test that reads with it says
/// `.requires(.icalendar)`.
enum IndependentICalendarParser {
    /// One event as the parser read it: its properties as text, its start and end in ISO 8601
    /// (a day alone as `YYYY-MM-DD`).
    struct Event: Decodable, Equatable {
        let uid: String
        let summary: String
        let description: String?
        let start: String
        let end: String
        let stamp: String
    }

    /// What the parser read: the calendar's name and its events.
    struct Calendar: Decodable {
        let name: String
        let events: [Event]
    }

    static let script = """
        import json, sys
        import icalendar
        calendar = icalendar.Calendar.from_ical(sys.stdin.buffer.read())
        def text(component, name):
            value = component.get(name)
            return None if value is None else str(value)
        events = [{
            "uid": text(event, "UID"), "summary": text(event, "SUMMARY"), "description": text(event, "DESCRIPTION"),
            "start": event.decoded("DTSTART").isoformat(), "end": event.decoded("DTEND").isoformat(),
            "stamp": event.decoded("DTSTAMP").isoformat(),
        } for event in calendar.walk("VEVENT")]
        json.dump({"name": text(calendar, "X-WR-CALNAME"), "events": events}, sys.stdout)
        """

    /// `document` as the parser reads it; throws what it said when it refused it.
    static func parse(_ document: Data) throws -> Calendar {
        let result = try run(["-c", script], input: document)
        guard result.status == 0 else { throw Refused(message: String(decoding: result.error, as: UTF8.self)) }
        return try JSONDecoder().decode(Calendar.self, from: result.output)
    }

    struct Refused: Error, CustomStringConvertible {
        let message: String
        var description: String { "icalendar refused the feed: \(message)" }
    }

    private static func run(_ arguments: [String], input: Data) throws -> (status: Int32, output: Data, error: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let error = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, output, error)
    }
}

extension MachineRequirement {
    /// Python's `icalendar`: without it the tests that read with it are skipped with the reason,
    /// and WATCHLIST_REQUIRE_ICALENDAR=1 (which `.ci/run` sets) makes that a failure.
    static let icalendar = MachineRequirement.pythonModule("icalendar", package: "icalendar==7.3.2", variable: "WATCHLIST_REQUIRE_ICALENDAR")
}
