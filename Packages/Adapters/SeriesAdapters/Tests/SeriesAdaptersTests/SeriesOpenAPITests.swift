import APIContract
import SeriesAPI
import Testing

/// Series' part of the OpenAPI document fits the shared one: it adds its paths and components
/// without naming one the document has, and only under the paths the feature serves.
@Suite struct SeriesOpenAPITests {
    @Test func thePartAddsTheSeriesRoutesToTheSharedDocument() throws {
        let document = try ServedDocument(parts: [SeriesOpenAPI.part])
        let paths = SeriesOpenAPI.part.text.split(separator: "\n").filter { $0.hasPrefix("  /") }.map(String.init)
        #expect(paths.count == 11, "\(paths)")
        for path in paths {
            #expect(!ServedDocument.file.contains("\n\(path)\n") && document.assembled.contains("\n\(path)\n"), "\(path)")
            let served = ["  /v1/series", "  /v1/following", "  /v1/next:", "  /v1/history/episodes:", "  /v1/export/series:", "  /v1/import/series:", "  /v1/import/series/undo:"]
            #expect(served.contains { path.hasPrefix($0) }, "\(path) is not one of the feature's routes")
        }
        for component in ["    SeriesReference:", "    NoSuchSeries:", "    SeriesSummary:", "    ArchivedSeries:"] {
            #expect(document.assembled.contains("\n\(component)"), "\(component)")
        }
    }
}
