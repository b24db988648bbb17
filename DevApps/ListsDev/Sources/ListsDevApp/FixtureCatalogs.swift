import Injection
import ListsTesting
import MoviesInterface
import MoviesTesting
import TerminalUIInterface

/// The catalogs lists-dev names titles from: the fixture films' service (`fixture:1` to
/// `fixture:5`, by their catalog's ids) and, standing in for the Series feature's provider,
/// one that names ListsTesting's standard titles by their IMDb ids.
struct FixtureCatalogs: OtherTitles {
    let kinds = ["film", "series"]

    func search(_ text: String, kind: String?, limit: Int) async throws -> [OtherTitle] { [] }
    func show(_ reference: String, options: OtherKindOptions, json: Bool, style: TextStyle) async throws -> [UInt8]? { nil }

    func title(imdbID: String) async throws -> OtherTitle? {
        FixtureTitles.standard.title(imdbID).map { OtherTitle(kind: $0.kind, id: $0.titleID, title: $0.title, startYear: $0.year, endYear: nil) }
    }

    /// Registers the catalogs in `container`.
    static func register(in container: Container) {
        container.register((any MovieService).self, instance: FixtureMovieService())
        container.contribute(to: (any OtherTitles).self) { _ in FixtureCatalogs() }
    }
}
