import ListsInterface
import ListsPorts

/// How a server mints a list's secret and the hash it keeps of it: the Auth feature's
/// `SecretMinting`, as the server's log-in tokens and calendar feeds are kept.
public struct ListSharing: Sendable {
    let newToken: @Sendable () -> String
    let digest: @Sendable (String) -> String

    /// Mints with `newToken` and keeps `digest(token)`.
    public init(newToken: @escaping @Sendable () -> String, digest: @escaping @Sendable (String) -> String) {
        self.newToken = newToken
        self.digest = digest
    }
}

/// ``SharedLists`` over the repository: a token is looked up by its digest, and a rule-based
/// list's titles are made from its owner's library as it is now.
public struct DigestSharedLists: SharedLists {
    private let repository: any ListsRepository
    private let sharing: ListSharing
    private let library: any TitleLibrary

    /// Reads `repository`'s shares by `sharing`'s digest, rule-based lists from `library`.
    public init(repository: any ListsRepository, sharing: ListSharing, library: any TitleLibrary) {
        self.repository = repository
        self.sharing = sharing
        self.library = library
    }

    public func list(sharedAs token: String) async throws -> SharedList? {
        // A token is letters, digits, `-` and `_`; anything else was never made here.
        guard (16...128).contains(token.count), token.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else { return nil }
        return try await made(repository.list(sharedAs: sharing.digest(token)))
    }

    public func page(at path: String) async throws -> PublicPage? {
        guard let path = try? ListText.path(path) else { return nil }
        return try await repository.page(at: path)
    }

    public func list(onPage path: String, named name: String) async throws -> SharedList? {
        guard let path = try? ListText.path(path), let name = try? ListText.name(name) else { return nil }
        return try await made(repository.list(onPage: path, named: name))
    }

    /// `list` with the titles its rules make of its owner's library, when it has rules.
    private func made(_ list: SharedList?) async throws -> SharedList? {
        guard let list, !list.rules.isEmpty, let owner = list.owner else { return list }
        return list.with(RuleEvaluation.items(try RuleText.rules(list.rules), of: try await library.titles(of: owner)))
    }
}
