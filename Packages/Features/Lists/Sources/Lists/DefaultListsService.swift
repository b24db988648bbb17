import AuthInterface
import Foundation
import ListsInterface
import ListsPorts

/// ``ListsService`` over a repository, for the signed-in profile: it checks and trims what a
/// person typed, names each title from the catalogs before it goes on a list (an id no
/// catalog has is refused, never guessed), and the repository keeps the order.
public struct DefaultListsService: ListsService {
    private let profiles: any CurrentProfileProviding
    private let repository: any ListsRepository
    private let titles: any TitleNaming
    private let sharing: ListSharing?

    /// Creates the service; `profiles` says who is signed in, `titles` what an id names, and
    /// `sharing` how a server mints a list's address (nil where none serves one).
    public init(profiles: any CurrentProfileProviding, repository: any ListsRepository, titles: any TitleNaming, sharing: ListSharing? = nil) {
        self.profiles = profiles
        self.repository = repository
        self.titles = titles
        self.sharing = sharing
    }

    public func share(_ list: String) async throws -> ListShare {
        guard let sharing else { throw ListsError.sharingNeedsServer }
        let token = sharing.newToken()
        try await repository.share(try ListText.name(list), digest: sharing.digest(token), for: try await profile())
        return ListShare(token: token)
    }

    public func unshare(_ list: String) async throws {
        try await repository.unshare(try ListText.name(list), for: try await profile())
    }

    public func publicPage() async throws -> PublicPage? {
        try await repository.page(for: try await profile())
    }

    public func openPage(at path: String) async throws -> PublicPage {
        let path = try ListText.path(path)
        guard sharing != nil else { throw ListsError.sharingNeedsServer }
        return try await repository.openPage(at: path, for: try await profile())
    }

    public func closePage() async throws {
        try await repository.closePage(for: try await profile())
    }

    public func show(_ list: String, onPage shown: Bool) async throws {
        try await repository.show(try ListText.name(list), onPage: shown, for: try await profile())
    }

    public func lists() async throws -> [TitleList] {
        try await repository.lists(for: try await profile())
    }

    public func create(_ name: String, description: String) async throws -> TitleList {
        let name = try ListText.name(name)
        let description = description.trimmingCharacters(in: .whitespacesAndNewlines)
        guard description.count <= ListsError.longestDescription else { throw ListsError.descriptionTooLong(characters: description.count) }
        return try await repository.create(name, description: description, for: try await profile())
    }

    public func delete(_ list: String) async throws {
        try await repository.delete(try ListText.name(list), for: try await profile())
    }

    public func items(in list: String) async throws -> [ListItem] {
        try await repository.items(in: try ListText.name(list), for: try await profile())
    }

    public func add(_ titleID: String, to list: String, note: String, at position: Int?) async throws -> ListItem {
        let note = note.trimmingCharacters(in: .whitespacesAndNewlines)
        guard note.count <= ListsError.longestNote else { throw ListsError.noteTooLong(characters: note.count) }
        let (id, name, profile) = (try ListText.titleID(titleID), try ListText.name(list), try await profile())
        guard let title = try await titles.title(id) else { throw ListsError.unknownTitle(id) }
        return try await repository.add(title, note: note, to: name, at: position, for: profile)
    }

    public func remove(_ titleID: String, from list: String) async throws {
        try await repository.remove(try ListText.titleID(titleID), from: try ListText.name(list), for: try await profile())
    }

    public func move(_ titleID: String, in list: String, to position: Int) async throws -> ListItem {
        try await repository.move(try ListText.titleID(titleID), in: try ListText.name(list), to: position, for: try await profile())
    }

    private func profile() async throws -> UUID {
        guard let profile = try await profiles.currentProfile() else { throw AuthError.notLoggedIn }
        return profile.id
    }
}
