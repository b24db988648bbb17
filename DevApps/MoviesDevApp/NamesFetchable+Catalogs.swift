import MoviesSQLite
import MoviesTMDB
import MoviesTesting
import TerminalUI

// Retroactive conformance, as in the app: the names-list screen's protocol, adopted here by catalogs that
// know nothing of it.
extension FixtureMovieCatalog: @retroactive NamesFetchable {}
extension SQLiteMovieCatalog: @retroactive NamesFetchable {}
extension TMDBCreditsClient: @retroactive NamesFetchable {}
