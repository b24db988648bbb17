import MoviesTesting
import TerminalUI

// Retroactive conformance, as MoviesCatalogNames does for the real catalogs: the names-list
// screen's protocol, adopted by the fixture catalog that only this dev app shows.
extension FixtureMovieCatalog: @retroactive NamesFetchable {}
