/// How visitors sign in and out of the web page: offered to the site by the feature that owns
/// profiles, so that every page's layout and every page that needs a profile lead there.
public struct SignInPages: Sendable {
    /// The sign-in page.
    public let logInPath: String
    /// Where the layout's sign-out form posts.
    public let logOutPath: String
    /// The sign-in page's address, coming back to `next` once signed in.
    public let logInPage: @Sendable (_ next: String?) -> String

    /// The pages at these addresses.
    public init(logInPath: String, logOutPath: String, logInPage: @escaping @Sendable (_ next: String?) -> String) {
        self.logInPath = logInPath
        self.logOutPath = logOutPath
        self.logInPage = logInPage
    }
}

/// The page a visitor lands on (`/` and after signing in), offered to the site by the feature
/// that owns it; its navigation entry comes first.
public struct HomePage: Sendable {
    /// Its address.
    public let path: String

    /// The home page at `path`.
    public init(path: String) {
        self.path = path
    }
}
