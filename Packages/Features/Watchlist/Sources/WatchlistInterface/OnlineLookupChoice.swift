/// What another kind's options on `import` chose (the Series feature's `--online`): whether the
/// titles an export names only by another service's id are looked up online
/// (``TitleIDLookup``) before they are matched. `import` knows neither the option nor the kind.
public protocol OnlineLookupChoice: Sendable {
    /// Whether to look them up: nothing leaves the machine unless a person asked.
    var online: Bool { get }
}
