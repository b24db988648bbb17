import MoviesSQLite
import MoviesTMDB
import TerminalUI

// Retroactive conformance: TerminalUI's names-list screen declares what it needs (NamesFetchable); the
// catalogs in MoviesSQLite and MoviesTMDB know nothing of it but have a method of that shape. The app joins
// them here, and only here.
extension SQLiteMovieCatalog: @retroactive NamesFetchable {}
extension TMDBCreditsClient: @retroactive NamesFetchable {}
