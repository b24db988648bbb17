/// The rules for profile names: 1 to 32 letters, digits, `-`, `_` or `.`, compared without
/// regard to case, so `Ada` and `ada` are one profile. The Auth feature applies them
/// (`ProfileName.normalized`, in AuthPorts).
public enum ProfileName {
    /// The longest name allowed.
    public static let maximumLength = 32
}
