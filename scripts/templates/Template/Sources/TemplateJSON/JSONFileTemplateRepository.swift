import Foundation
import TemplateInterface
import TemplatePorts

/// ``TemplateRepository`` in a JSON file, written atomically, so a crash never leaves half a
/// file. A missing file holds no items; its directory is created on the first write.
public struct JSONFileTemplateRepository: TemplateRepository {
    private let url: URL

    /// Creates a repository on the file at `url`; it need not exist yet.
    public init(url: URL) {
        self.url = url
    }

    public func items() throws(TemplateError) -> [TemplateItem] {
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadableFile(path: url.path, reason: error.localizedDescription)
        }
        do {
            return try JSONDecoder().decode([TemplateItem].self, from: data)
        } catch {
            throw .unreadableFile(path: url.path, reason: "it is not a JSON list of items")
        }
    }

    public func append(_ item: TemplateItem) throws(TemplateError) {
        let items = try self.items() + [item]
        do {
            let data = try JSONEncoder().encode(items)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw .unwritableFile(path: url.path, reason: error.localizedDescription)
        }
    }
}
