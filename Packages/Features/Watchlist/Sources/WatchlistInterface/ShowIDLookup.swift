/// An online source that knows shows by TheTVDB's ids (TVmaze's `/lookup/shows?thetvdb=`):
/// `import --online` asks it for the IMDb id of each show an export names only by its
/// TheTVDB id, so the show is matched by id before its title. Another feature provides it.
public protocol ShowIDLookup: Sendable {
    /// The source, as people call it: `TVmaze`.
    var name: String { get }

    /// The IMDb id (`tt0903747`) of the show TheTVDB knows as `tvdbID`, or `nil` when the
    /// source knows no such show or no IMDb id for it.
    /// - Throws: The source's own error, with what to do, when it cannot be asked.
    func imdbID(ofShowWithTVDBID tvdbID: String) async throws -> String?
}
