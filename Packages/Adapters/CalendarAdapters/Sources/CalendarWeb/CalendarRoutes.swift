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
/// - `POST /v1/calendar/refresh`: fetches the air dates that are new or changed;
/// - `POST /v1/calendar/feed?rotate=`: the profile's feed, a new one with `rotate=true`;
///
/// and outside the API, without a token, `GET /calendar/TOKEN.ics`: the feed of the profile
/// whose token it is, as `document` gives it, and 404 for any other token. The feed is sent
/// gzip-compressed to a client that accepts it, and answered 304 to one that names its entity
/// tag. The request log leaves out what follows `/calendar/`.
public struct CalendarRoutes: APIRoutes {
    let service: @Sendable (Profile, TimeZone) -> any CalendarService
    let document: @Sendable (String) async throws -> ServedFeed?

    /// Routes on each profile's calendar, its days in a time zone; `document` is the iCalendar
    /// document of the feed whose token it is given, or nil when no feed has that token.
    public init(
        service: @escaping @Sendable (Profile, TimeZone) -> any CalendarService, document: @escaping @Sendable (String) async throws -> ServedFeed?
    ) {
        self.service = service
        self.document = document
    }

    public var secretPathPrefixes: [String] { [CalendarFeed.pathPrefix] }

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
        groups.signedIn.post("calendar/feed") { request, context in
            var rotate = false
            if let text = request.uri.queryParameters["rotate"] {
                guard let flag = Bool(String(text)) else { throw CalendarRequestError("rotate is \"\(text)\", which is not true or false") }
                rotate = flag
            }
            return JSONBody(CalendarFeedDocument(try await service(try context.signedIn(), .gmt).feed(rotate: rotate)))
        }
        let document = document
        groups.root.get("calendar/:file") { request, context in
            // Anything but a token this server made answers as a path it does not have.
            let file = context.parameters.get("file") ?? ""
            guard file.hasSuffix(CalendarFeed.pathSuffix), let feed = try await document(String(file.dropLast(CalendarFeed.pathSuffix.count))) else {
                return Response(status: .notFound, headers: [.contentType: "text/plain; charset=utf-8"], body: ResponseBody(byteBuffer: ByteBuffer(string: "No such feed.\n")))
            }
            let gzip = FeedNegotiation.acceptsGzip(request.headers[.acceptEncoding])
            let tag = gzip ? feed.gzipTag : feed.tag
            var headers: HTTPFields = [.contentType: "text/calendar; charset=utf-8", .cacheControl: "private, max-age=300", .eTag: tag, .vary: "Accept-Encoding"]
            if FeedNegotiation.matches(request.headers[.ifNoneMatch], tag: tag) {
                return Response(status: .notModified, headers: headers)
            }
            if gzip { headers[.contentEncoding] = "gzip" }
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: gzip ? feed.gzip : feed.plain))
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
/// a refresh past the profile's limit is 429, each with the error's message.
public struct CalendarHTTPErrors: HTTPErrorMapping {
    /// The mapping.
    public init() {}

    public func answer(to error: any Error) -> HTTPErrorAnswer? {
        switch error {
        case CalendarError.daysOutOfRange, is CalendarRequestError: HTTPErrorAnswer(.badRequest)
        case CalendarError.sourceUnavailable: HTTPErrorAnswer(.badGateway)
        case CalendarError.tooManyRefreshes: HTTPErrorAnswer(.tooManyRequests)
        default: nil
        }
    }
}
