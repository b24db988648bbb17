import Foundation
import ListsInterface
import ListsPorts

extension ListsRepositoryContract {
    /// A list's owner lets another profile read one list and edit another: each is kept with
    /// its access, read back from both sides, changed, and taken back; a deleted list takes its
    /// collaborators with it; a third profile is granted nothing.
    static func collaboratorsAreKeptPerList(_ repository: any ListsRepository) async throws -> [String] {
        let third = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xC3))
        try await fill(repository, "Read", ids(2))
        _ = try await repository.create("Edit", description: "", for: profile)
        _ = try await repository.create("Mine", description: "", for: profile)
        try await repository.setCollaborator(other, access: .read, on: "read", for: profile)
        try await repository.setCollaborator(other, access: .edit, on: "Edit", for: profile)
        var problems: [String] = []
        if try await repository.collaborators(on: "Read", for: profile) != [ListGrant(profile: other, access: .read)] {
            problems.append("the owner reads \(try await repository.collaborators(on: "Read", for: profile)) on Read")
        }
        let granted = try await repository.lists(grantedTo: other).sorted { $0.list.name < $1.list.name }
        let expected = [
            GrantedList(owner: profile, list: TitleList(name: "Edit", description: "", count: 0), access: .edit),
            GrantedList(owner: profile, list: TitleList(name: "Read", description: "", count: 2), access: .read),
        ]
        if granted != expected { problems.append("the collaborator is granted \(granted)") }
        if try await repository.access(of: other, to: "READ", of: profile) != .read { problems.append("access to READ is not read") }
        if try await repository.access(of: other, to: "Mine", of: profile) != nil { problems.append("a list not shared has access") }
        if try await repository.access(of: third, to: "Read", of: profile) != nil { problems.append("a third profile has access") }
        if try await repository.access(of: other, to: "Nothing", of: profile) != nil { problems.append("a list that does not exist has access") }
        if try await !repository.lists(grantedTo: third).isEmpty { problems.append("a third profile is granted lists") }

        try await repository.setCollaborator(other, access: .edit, on: "Read", for: profile)
        if try await repository.access(of: other, to: "Read", of: profile) != .edit { problems.append("read did not become edit") }
        try await repository.setCollaborator(other, access: nil, on: "Read", for: profile)
        if try await repository.access(of: other, to: "Read", of: profile) != nil { problems.append("taking access back left it") }
        if try await !repository.collaborators(on: "Read", for: profile).isEmpty { problems.append("Read keeps collaborators after they were taken back") }
        try await repository.delete("Edit", for: profile)
        _ = try await repository.create("Edit", description: "", for: profile)
        if try await repository.access(of: other, to: "Edit", of: profile) != nil { problems.append("a new list of a deleted one's name inherits its collaborators") }
        do {
            try await repository.setCollaborator(other, access: .read, on: "Nothing", for: profile)
            problems.append("a collaborator was set on a list that does not exist")
        } catch ListsError.noSuchList {}
        return problems
    }
}
