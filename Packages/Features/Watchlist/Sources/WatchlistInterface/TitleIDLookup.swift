/// An online source that knows titles of other kinds by TheTVDB's ids (TVmaze's
/// `/lookup/shows?thetvdb=`): `import --online` asks it for the IMDb id of each title an export
/// names only by its TheTVDB id, so the title is matched by id before its name. Another
/// feature provides it.
public protocol TitleIDLookup: Sendable {
    /// The source, as people call it: `TVmaze`.
    var name: String { get }

    /// The IMDb id (`tt0903747`) of the title TheTVDB knows as `tvdbID`, or `nil` when the
    /// source knows no such title or no IMDb id for it.
    /// - Throws: The source's own error, with what to do, when it cannot be asked.
    func imdbID(ofTVDBID tvdbID: String) async throws -> String?
}
