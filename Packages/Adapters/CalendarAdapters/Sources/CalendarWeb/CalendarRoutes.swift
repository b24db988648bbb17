import APIRouting
import AuthInterface
import CalendarAPI
import CalendarInterface
import Foundation
import Hummingbird
import WatchlistInterface
import WebServer

/// The Calendar feature's routes in the API, each one on the token's profile, as its part of
/// the OpenAPI document (CalendarAPI's openapi.yaml) describes them:
///
/// - `GET /v1/calendar?from=&days=&tz=`: what airs, by day (in UTC when the server does not
///   know `tz`, as the answer's `timeZone` says);
/// - `POST /v1/calendar/refresh`: fetches the air dates that are new or changed.
public struct CalendarRoutes: APIRoutes {
    let service: @Sendable (Profile, TimeZone) -> any CalendarService

    /// Routes on each profile's calendar, its days in a time zone.
    public init(service: @escaping @Sendable (Profile, TimeZone) -> any CalendarService) {
        self.service = service
    }

    public func add(to groups: APIRouteGroups) {
        let service = service
        groups.signedIn.get("calendar") { request, context in
            let query = request.uri.queryParameters
            // A zone this server does not know counts as UTC; the answer's timeZone says which.
            let zone = query["tz"].flatMap { TimeZone(identifier: String($0)) } ?? .gmt
            var day: CalendarDay?
            if let text = query["from"] {
                guard let parsed = CalendarDay(parsing: text) else { throw CalendarRequestError("from is \"\(text)\", which is not a day as YYYY-MM-DD") }
                day = parsed
            }
            var days = 7
            if let text = query["days"] {
                guard let number = Int(text) else { throw CalendarRequestError("days is \"\(text)\", which is not a number from 1 to \(CalendarError.longestWindow)") }
                days = number
            }
            let schedule = try await service(try context.signedIn(), zone).schedule(from: day, days: days)
            return JSONBody(CalendarScheduleDocument(schedule))
        }
        groups.signedIn.post("calendar/refresh") { _, context in
            JSONBody(RefreshSummaryDocument(try await service(try context.signedIn(), .gmt).refresh { _ in }))
        }
    }
}

/// A query the calendar's route cannot read: the client's to correct.
struct CalendarRequestError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// How the API answers the feature's errors: a window out of range or a query it cannot read
/// is the client's to change (400), a source of air dates that failed is a bad gateway (502),
/// each with the error's message.
public struct CalendarHTTPErrors: HTTPErrorMapping {
    /// The mapping.
    public init() {}

    public func answer(to error: any Error) -> HTTPErrorAnswer? {
        switch error {
        case CalendarError.daysOutOfRange, is CalendarRequestError: HTTPErrorAnswer(.badRequest)
        case CalendarError.sourceUnavailable: HTTPErrorAnswer(.badGateway)
        default: nil
        }
    }
}
