import Foundation
import TemplateInterface
import TemplateJSON
import Testing

@Suite struct JSONFileTemplateRepositoryTests {
    /// A fresh directory for one test, removed afterwards.
    private func withDirectory(_ body: (URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "template-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
    }

    @Test func itemsOutliveTheRepositoryThatWroteThem() throws {
        try withDirectory { directory in
            let url = directory.appending(path: "nested/items.json")
            #expect(try JSONFileTemplateRepository(url: url).items().isEmpty)
            try JSONFileTemplateRepository(url: url).append(TemplateItem(text: "kept"))
            try JSONFileTemplateRepository(url: url).append(TemplateItem(text: "also kept"))
            #expect(try JSONFileTemplateRepository(url: url).items() == [TemplateItem(text: "kept"), TemplateItem(text: "also kept")])
        }
    }

    @Test func aFileThatIsNotAListOfItemsIsReportedAndLeftAlone() throws {
        try withDirectory { directory in
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let url = directory.appending(path: "items.json")
            try Data("not json".utf8).write(to: url)
            let repository = JSONFileTemplateRepository(url: url)
            #expect(throws: TemplateError.unreadableFile(path: url.path, reason: "it is not a JSON list of items")) { try repository.items() }
            #expect(throws: TemplateError.self) { try repository.append(TemplateItem(text: "lost?")) }
            #expect(try Data(contentsOf: url) == Data("not json".utf8))
        }
    }
}
