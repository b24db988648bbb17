import AuthInterface
import AuthTesting
import Foundation
import SeriesInterface
import SeriesTesting
@testable import Series

/// The service on the fixture catalog and an in-memory repository, signed in, on a fixed day.
struct SeriesFixture {
    let repository = InMemorySeriesRepository()
    let service: ProfileSeriesService

    /// 2026-11-20 at noon UTC.
    static let now = Date(timeIntervalSince1970: 1_795_176_000)

    init(catalog: any SeriesCatalog = FixtureSeriesCatalog.standard, profile: Profile? = .fixture) {
        service = ProfileSeriesService(profiles: SignedInProfile(profile), catalog: catalog, repository: repository, now: { Self.now })
    }

    static let pilot = "imdb:tt0000101"
}
