import AuthInterface
import AuthTesting
import Foundation
import ListsInterface
import ListsTesting
import Testing
@testable import Lists
import ListsCLI

/// Collaborators, through the service: the owner lets `sam` read one list and edit another;
/// `sam` reads and changes them through ``DefaultListsService/of(_:)``, as far as allowed.
@Suite struct CollaboratorsTests {
    let sam = Profile(id: UUID(uuidString: "00000000-0000-0000-0000-000000000002") ?? UUID(), name: "sam")
    let repository = InMemoryListsRepository(lists: [("Date night", ["tt0068646", "tt0111161"]), ("Dramas", ["tt0068646"]), ("Mine", [])])
    let directory = FixedProfileDirectory()

    private func service(as profile: Profile) -> DefaultListsService {
        DefaultListsService(
            profiles: SignedInProfile(profile), repository: repository, titles: FixtureTitles.standard, library: FixtureLibrary.standard, directory: directory
        )
    }

    @Test func theOwnerLetsAProfileReadOneListAndEditAnotherAndItDoesNoMore() async throws {
        let (owner, guest) = (service(as: .fixture), service(as: sam))
        #expect(try await owner.setCollaborator("SAM", access: .read, on: "date night") == [ListCollaborator(name: "sam", access: .read)])
        _ = try await owner.setCollaborator("sam", access: .edit, on: "Dramas")
        let fixture = Profile.fixture.name
        #expect(try await guest.listsSharedWithYou().map { [$0.owner, $0.list.name, $0.access.rawValue, String($0.list.count)] } == [
            [fixture, "Date night", "read", "2"], [fixture, "Dramas", "edit", "1"],
        ])
        let shared = guest.of(fixture)
        #expect(try await shared.lists().map(\.name) == ["Date night", "Dramas"])
        #expect(try await shared.items(in: "Date night").map(\.titleID) == ["tt0068646", "tt0111161"])
        await #expect(throws: ListsError.readOnly(list: "Date night", owner: fixture)) { _ = try await shared.move("tt0111161", in: "Date night", to: 1) }
        await #expect(throws: ListsError.readOnly(list: "Date night", owner: fixture)) { try await shared.remove("tt0068646", from: "Date night") }
        _ = try await shared.add("tt0133093", to: "Dramas", note: "from sam", at: 1)
        _ = try await shared.move("tt0068646", in: "Dramas", to: 1)
        #expect(try await owner.items(in: "Dramas").map(\.titleID) == ["tt0068646", "tt0133093"], "the guest's changes are on the owner's list")
        // What only an owner does, and a list not shared, alike for one that does not exist.
        await #expect(throws: ListsError.ownListsOnly) { _ = try await shared.create("Theirs", description: "") }
        await #expect(throws: ListsError.ownListsOnly) { try await shared.delete("Dramas") }
        await #expect(throws: ListsError.ownListsOnly) { _ = try await shared.setCollaborator("sam", access: .edit, on: "Date night") }
        await #expect(throws: ListsError.notSharedWithYou(list: "Mine", owner: fixture)) { _ = try await shared.items(in: "Mine") }
        await #expect(throws: ListsError.notSharedWithYou(list: "Nothing", owner: fixture)) { _ = try await shared.items(in: "Nothing") }
        await #expect(throws: ListsError.notSharedWithYou(list: "Mine", owner: "nobody")) { _ = try await guest.of("nobody").items(in: "Mine") }
        // Taken back, the list is no longer the guest's to read.
        #expect(try await owner.setCollaborator("sam", access: nil, on: "Date night").isEmpty)
        await #expect(throws: ListsError.notSharedWithYou(list: "Date night", owner: fixture)) { _ = try await shared.items(in: "Date night") }
    }

    @Test func anUnknownProfileAndOneselfAreRefusedAsCollaborators() async throws {
        let owner = service(as: .fixture)
        await #expect(throws: ListsError.noSuchProfile("nobody")) { _ = try await owner.setCollaborator(" nobody ", access: .read, on: "Mine") }
        await #expect(throws: ListsError.collaboratorIsOwner) { _ = try await owner.setCollaborator(Profile.fixture.name, access: .read, on: "Mine") }
        await #expect(throws: ListsError.noSuchList("Nothing")) { _ = try await owner.setCollaborator("sam", access: .read, on: "Nothing") }
        #expect(try await owner.collaborators(of: "Mine").isEmpty)
    }

    @Test func oneOwnNameOrAnEmptyOneActsOnOnesOwnLists() async throws {
        let owner = service(as: .fixture)
        #expect(try await owner.of(Profile.fixture.name).lists().map(\.name) == ["Date night", "Dramas", "Mine"])
        #expect(try await owner.of(" ").items(in: "Dramas").map(\.titleID) == ["tt0068646"])
        #expect(try await owner.of(Profile.fixture.name).collaborators(of: "Mine").isEmpty, "what only an owner does, under its own name")
        #expect(try await owner.of(Profile.fixture.name.uppercased()).publicPage() == nil)
    }
}

/// The commands on collaborators, in-process: the owner lets `sam` edit, `sam` reads the list
/// with `--of`, puts a title on it, and finds it under `shared` and `all`.
@Suite struct CollaboratorsCommandTests {
    @Test func theOwnerLetsSamEditAndSamUsesTheListWithOf() async throws {
        let repository = InMemoryListsRepository(lists: [("Date night", ["tt0068646"])])
        let directory = FixedProfileDirectory()
        func service(_ profile: Profile) -> DefaultListsService {
            DefaultListsService(
                profiles: SignedInProfile(profile), repository: repository, titles: FixtureTitles.standard, library: FixtureLibrary.standard, directory: directory
            )
        }
        let owner = service(.fixture)
        let sam = service(try #require(try directory.profile(named: "sam")))
        #expect(try await runLists(["collaborators", "Date night"], service: owner).contains("Only you read \"Date night\""))
        let granted = try await runLists(["collaborators", "Date night", "sam", "--edit"], service: owner)
        #expect(granted.contains("sam") && granted.contains("read and edit"))
        #expect(try await runLists(["collaborators", "Date night", "--json"], service: owner).contains("\"access\" : \"edit\""))
        #expect(throws: (any Error).self, "a profile without what it may do is refused before anything runs") {
            _ = try ListsCommand.parseAsRoot(["collaborators", "Date night", "sam"])
        }

        let shared = try await runLists(["shared"], service: sam)
        #expect(shared.contains("dev") && shared.contains("Date night") && shared.contains("read and edit"))
        #expect(try await runLists(["add", "Date night", "tt0111161", "--of", "dev"], service: sam).contains("Date night"))
        let shown = try await runLists(["show", "Date night", "--of", "dev", "--json"], service: sam)
        #expect(shown.contains("tt0068646") && shown.contains("tt0111161"))
        let exported = try await runLists(["export", "Date night", "--of", "dev"], service: sam)
        #expect(exported.contains("\"name\" : \"Date night\"") && exported.contains("tt0111161"), "\(exported)")
        await #expect(throws: ListsError.notSharedWithYou(list: "Other", owner: "dev")) { _ = try await runLists(["export", "Other", "--of", "dev"], service: sam) }
        let all = try await runLists(["all"], service: sam)
        #expect(all.contains("No lists yet.") && all.contains("Shared with you"), "\(all)")

        _ = try await runLists(["collaborators", "Date night", "sam", "--read"], service: owner)
        await #expect(throws: ListsError.readOnly(list: "Date night", owner: "dev")) {
            _ = try await runLists(["remove", "Date night", "tt0111161", "--of", "dev"], service: sam)
        }
        #expect(try await runLists(["collaborators", "Date night", "sam", "--remove"], service: owner).contains("Only you read"))
        #expect(try await runLists(["shared"], service: sam) == "No one shares a list with you yet.\n")
    }
}
