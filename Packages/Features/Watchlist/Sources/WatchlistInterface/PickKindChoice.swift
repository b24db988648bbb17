/// What another kind's options on `pick` chose (the Series feature's `--kind film|series`):
/// whether films are among the pick, and whether the titles of other kinds are. `pick` knows
/// neither the options nor the kinds; it reads these from what was parsed.
public protocol PickKindChoice: Sendable {
    /// Whether the pick may be a film.
    var includesFilms: Bool { get }
    /// Whether the pick may be a title of another kind, to continue.
    var includesOtherTitles: Bool { get }
}
