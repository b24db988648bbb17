import AuthInterface
import Foundation
import Networking
import RemoteClient
import ListsAPI
import ListsInterface

/// ``ListsService`` on a `watchlist-server`, as the session's profile: each call is one
/// request under `/v1/lists`, and the server's answer (its error's message included) is the
/// result. Through ``of(_:)``, the requests that read or change a list carry `?of=OWNER`.
public struct RemoteListsService: ListsService {
    private let client: APIClient
    private let server: String
    /// The profile whose lists this acts on; nil for the session's own.
    private var owner: String?

    /// The lists of `session`'s profile on its server; each request waits at most `timeout`.
    public init(session: RemoteSession, http: any HTTPClient, timeout: Duration) {
        client = APIClient(session: session, http: http, timeout: timeout)
        server = session.server.absoluteString
    }

    private var ownerQuery: [URLQueryItem] { owner.map { [URLQueryItem(name: "of", value: $0)] } ?? [] }

    public func of(_ owner: String) -> any ListsService {
        var acting = self
        acting.owner = owner
        return acting
    }

    public func collaborators(of list: String) async throws -> [ListCollaborator] {
        try await client.send("GET", "v1/lists/\(PathSegment.encoded(list))/collaborators", as: [ListCollaborator].self)
    }

    public func setCollaborator(_ name: String, access: ListAccess?, on list: String) async throws -> [ListCollaborator] {
        let path = "v1/lists/\(PathSegment.encoded(list))/collaborators/\(PathSegment.encoded(name))"
        guard let access else { return try await client.send("DELETE", path, as: [ListCollaborator].self) }
        return try await client.send("PUT", path, body: CollaboratorAccessDocument(access: access), as: [ListCollaborator].self)
    }

    public func listsSharedWithYou() async throws -> [CollaboratedList] {
        try await client.send("GET", "v1/lists-shared", as: [CollaboratedListDocument].self).map(\.shared)
    }

    public func share(_ list: String) async throws -> ListShare {
        let answer = try await client.send("PUT", "v1/lists/\(PathSegment.encoded(list))/share", as: ListShareDocument.self)
        return ListShare(token: answer.token, server: server)
    }

    public func unshare(_ list: String) async throws {
        _ = try await client.send("DELETE", "v1/lists/\(PathSegment.encoded(list))/share")
    }

    public func publicPage() async throws -> PublicPage? {
        try await client.send("GET", "v1/lists-page", as: PublicPageDocument.self).page
    }

    public func openPage(at path: String) async throws -> PublicPage {
        let page = try await client.send("PUT", "v1/lists-page", body: OpenPageDocument(path: path), as: PublicPageDocument.self).page
        guard let page else { throw RemoteError.unexpectedAnswer(server: client.server, reason: "PUT /v1/lists-page answered a page without a path") }
        return page
    }

    public func closePage() async throws {
        _ = try await client.send("DELETE", "v1/lists-page")
    }

    public func show(_ list: String, onPage shown: Bool) async throws {
        _ = try await client.send(shown ? "PUT" : "DELETE", "v1/lists/\(PathSegment.encoded(list))/public")
    }

    public func lists() async throws -> [TitleList] {
        try await client.send("GET", "v1/lists", query: ownerQuery, as: [TitleListDocument].self).map(\.list)
    }

    public func create(_ name: String, description: String, rules: [String]) async throws -> TitleList {
        try await client.send("POST", "v1/lists", body: NewTitleListDocument(name: name, description: description, rules: rules), as: TitleListDocument.self).list
    }

    public func setRules(_ rules: [String], of list: String) async throws -> TitleList {
        try await client.send("PUT", "v1/lists/\(PathSegment.encoded(list))/rules", body: TitleListRulesDocument(rules: rules), as: TitleListDocument.self).list
    }

    public func delete(_ list: String) async throws {
        _ = try await client.send("DELETE", "v1/lists/\(PathSegment.encoded(list))")
    }

    public func items(in list: String) async throws -> [ListItem] {
        try await client.send("GET", "v1/lists/\(PathSegment.encoded(list))/items", query: ownerQuery, as: [ListItemDocument].self).map(\.item)
    }

    public func add(_ titleID: String, to list: String, note: String, at position: Int?) async throws -> ListItem {
        let body = NewListItemDocument(titleID: titleID, note: note, position: position)
        return try await client.send("POST", "v1/lists/\(PathSegment.encoded(list))/items", query: ownerQuery, body: body, as: ListItemDocument.self).item
    }

    public func remove(_ titleID: String, from list: String) async throws {
        _ = try await client.send("DELETE", "v1/lists/\(PathSegment.encoded(list))/items/\(PathSegment.encoded(titleID))", query: ownerQuery)
    }

    public func move(_ titleID: String, in list: String, to position: Int) async throws -> ListItem {
        let path = "v1/lists/\(PathSegment.encoded(list))/items/\(PathSegment.encoded(titleID))/position"
        return try await client.send("PUT", path, query: ownerQuery, body: ListPositionDocument(position: position), as: ListItemDocument.self).item
    }
}
