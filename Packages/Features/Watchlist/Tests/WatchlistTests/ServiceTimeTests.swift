import Foundation
import Testing
@testable import WatchlistImportReaders
import WatchlistInterface

/// The quick reading of services' UTC times gives the day Foundation's parser and a calendar
/// give, for any time and any time zone, and leaves every other shape to them.
@Suite struct ServiceTimeTests {
    /// 20,000 times drawn with a fixed seed from 1900 to 2100, with and without milliseconds,
    /// read in zones with offsets of half and three quarters of an hour and with summer time on
    /// both sides of the equator.
    @Test(arguments: ["UTC", "America/Los_Angeles", "Asia/Kolkata", "Pacific/Chatham", "Australia/Lord_Howe", "America/St_Johns"])
    func theQuickReadingGivesFoundationsDayInEveryZone(zoneName: String) throws {
        let zone = try #require(TimeZone(identifier: zoneName))
        var generator = SeededGenerator(seed: 67)
        let start = -2_208_988_800.0, end = 4_102_444_800.0  // 1900-01-01 and 2100-01-01, UTC
        for index in 0..<20_000 {
            let instant = Date(timeIntervalSince1970: Double.random(in: start..<end, using: &generator).rounded(.down))
            let written = instant.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: index % 2 == 0, timeZone: .gmt))
            #expect(ServiceTime.localDay(of: instant, in: zone) == CalendarDay(containing: instant, in: zone), "\(written) in \(zoneName)")
            #expect(ServiceTime.day(of: written) == ServiceTime.parsedDay(of: written), "\(written)")
        }
    }

    /// Other shapes go to Foundation's parser, whatever it makes of them, as before the quick
    /// reading: it rolls 30 February over, and reads offsets and Movary's times without one.
    @Test func everyOtherShapeIsLeftToFoundationsParser() {
        for stamp in [
            "2025-09-10 17:18:03+00:00", "2024-03-01 20:15:00", "2023-05-04T19:21:08.000+02:00", "2023-02-30T10:00:00Z",
            "1899-12-31T23:00:00Z", "2023-05-04T19:21:08.123456Z", "not a time",
        ] {
            #expect(ServiceTime.day(of: stamp) == ServiceTime.parsedDay(of: stamp), "\(stamp)")
        }
        #expect(ServiceTime.day(of: "2024-03-01 20:15:00") != nil && ServiceTime.day(of: "not a time") == nil)
    }
}

/// SplitMix64: the same numbers on every machine for a seed.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
