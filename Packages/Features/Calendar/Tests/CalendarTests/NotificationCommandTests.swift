import ArgumentParser
import CalendarInterface
import CalendarTesting
import Foundation
import Injection
import TerminalUI
import TerminalUIInterface
import TerminalUITesting
import Testing
@testable import Calendar
@testable import CalendarCLI

/// `notifications` and its subcommands, in-process, on a store in memory and a delivery that records.
@Suite struct NotificationCommandTests {
    let harness = CalendarHarness(following: ["tt2356777"])
    let store = InMemoryNotificationStore()
    let delivery = RecordingDelivery()

    private func run(_ arguments: [String], input: [String] = []) async throws -> ScriptedTerminal {
        let terminal = ScriptedTerminal(input: input)
        let container = Container()
        let clock = harness.clock
        container.register((any Terminal).self, instance: terminal)
        container.register(CalendarInvocation.self, instance: CalendarInvocation(refresh: "r", feed: "f", notifications: "watchlist notifications"))
        container.register((any NotificationService).self, instance: ProfileNotifications(
            profile: { UUID(uuidString: "00000000-0000-0000-0000-000000000001") ?? UUID() }, calendar: harness.service(), store: store, delivery: delivery,
            now: { clock.now }, timeZone: .gmt
        ))
        try await runCommand(NotificationsCommand.self, arguments, in: container)
        return terminal
    }

    @Test func addListTestAndRemoveATargetWhoseSecretsStayMasked() async throws {
        let added = try await run(["add", "gotify", "-", "--token-stdin", "--digest"], input: ["https://gotify.example.org/base", "AbCdEf123"])
        #expect(added.output == "Added 1: gotify  https://gotify.example.org/base  (token, digest)\n")
        #expect(added.errorOutput == "Send it a test with `watchlist notifications test 1`.\n")
        _ = try await run(["add", "discord", "https://discord.com/api/webhooks/42/SECRET"])
        let listed = try await run(["list"]).output
        #expect(listed == "1  gotify  https://gotify.example.org/base  (token, digest)\n2  discord  https://discord.com/api/…\n")
        #expect(!listed.contains("SECRET") && !listed.contains("AbCdEf123"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(try await run(["list", "--json"]).output.utf8)) as? [[String: Any]])
        #expect(json.map { $0["kind"] as? String } == ["gotify", "discord"] && json.first?["token"] as? Bool == true)
        #expect(try await run(["test", "2"]).output == "Sent target 2 a test message.\n")
        #expect(delivery.delivered.last?.address.absoluteString == "https://discord.com/api/webhooks/42/SECRET")
        #expect(try await run(["remove", "1"]).output == "Removed target 1.\n")
        #expect(try await run([]).output == "2  discord  https://discord.com/api/…\n")
    }

    @Test func gotifyWithoutItsTokenAndATokenForDiscordAreRefusedBeforeAnythingIsKept() async throws {
        await #expect(throws: (any Error).self) { try await run(["add", "gotify", "https://gotify.example.org"]) }
        await #expect(throws: (any Error).self) { try await run(["add", "discord", "https://discord.com/api/webhooks/1/x", "--token-stdin"], input: ["t"]) }
        await #expect(throws: (any Error).self) { try await run(["add", "ntfy", "not a url"]) }
        #expect(try await run(["list"]).output == "No targets: `watchlist notifications add ntfy https://ntfy.sh/TOPIC` adds one.\n")
    }

    @Test func aProfileHasAtMostTenTargetsAndRemovingOneMakesRoom() async throws {
        for number in 1...NotificationError.mostTargets { _ = try await run(["add", "webhook", "https://hooks.example.org/\(number)"]) }
        await #expect(throws: NotificationError.tooManyTargets) { try await run(["add", "webhook", "https://hooks.example.org/eleven"]) }
        #expect(try await run(["list"]).output.split(separator: "\n").count == NotificationError.mostTargets)
        let advice = NotificationsAdvice.advice(for: NotificationError.tooManyTargets, invokedAs: "watchlist notifications")
        #expect(advice == "`watchlist notifications list` shows your targets; `watchlist notifications remove ID` makes room for another.")
        _ = try await run(["remove", "3"])
        #expect(try await run(["add", "webhook", "https://hooks.example.org/eleven"]).output.hasPrefix("Added 11: webhook"))
    }

    @Test func sendSaysWhatWentAndExitsWithOneWhenATargetFailed() async throws {
        _ = try await harness.service().refresh { _ in }
        _ = try await run(["add", "webhook", "https://hooks.example.org/a"])
        _ = try await run(["add", "webhook", "https://hooks.example.org/b"])
        delivery.breaks(try #require(URL(string: "https://hooks.example.org/b")))
        harness.clock.advance(by: 4 * 86_400)
        await #expect(throws: ExitCode(1)) { try await run(["send"]) }
        #expect(delivery.delivered.count == 1)
        let listed = try await run(["list"]).output
        #expect(listed.contains("   failing since 2026-12-01T12:00:00Z: https://hooks.example.org/b answered 503; 1 waiting, next try 2026-12-01T12:01:00Z"), "\(listed)")
    }
}
