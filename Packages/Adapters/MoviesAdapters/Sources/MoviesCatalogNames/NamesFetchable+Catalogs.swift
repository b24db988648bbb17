import MoviesSQLite
import MoviesTMDB
import TerminalUI

// Conformance added from outside: TerminalUI's names-list screen declares what it needs
// (`NamesFetchable`); the catalogs in MoviesSQLite and MoviesTMDB know nothing of it but have a
// method of that shape. They are joined here, once, for every executable that shows cast and
// crew (`watchlist`, `movies-dev`); the server, which shows no screens, never links this module.
// (Swift calls it retroactive only across packages, as movies-dev's fixture catalog is.)
extension SQLiteMovieCatalog: NamesFetchable {}
extension TMDBCreditsClient: NamesFetchable {}
