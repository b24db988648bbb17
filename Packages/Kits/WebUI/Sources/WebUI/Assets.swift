/// The static files every page uses, served from the binary: no front-end build step, nothing
/// fetched from elsewhere. Each is small enough to read in one sitting (Assets+Styles.swift,
/// Assets+Script.swift).
public enum Assets {
    /// A static file.
    public struct File: Sendable {
        /// Its media type.
        public let contentType: String
        /// Its content.
        public let text: String
    }

    /// The style sheet's path.
    public static let stylesPath = "/assets/watchlist.css"
    /// The script's path.
    public static let scriptPath = "/assets/watchlist.js"
    /// The icon's path.
    public static let iconPath = "/assets/icon.svg"
    /// The web app manifest's path, which lets a phone install the site as an app.
    public static let manifestPath = "/manifest.webmanifest"
    /// The service worker's path: at the root, so that its scope is the whole site.
    public static let serviceWorkerPath = "/service-worker.js"

    /// Every static file, by path.
    public static let files: [String: File] = [
        stylesPath: File(contentType: "text/css; charset=utf-8", text: styles),
        scriptPath: File(contentType: "text/javascript; charset=utf-8", text: script),
        serviceWorkerPath: File(contentType: "text/javascript; charset=utf-8", text: serviceWorker),
        iconPath: File(contentType: "image/svg+xml", text: icon),
        manifestPath: File(contentType: "application/manifest+json", text: manifest),
    ]

    static let icon = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#1d3557"/>\
    <rect x="12" y="18" width="40" height="28" rx="3" fill="#f1faee"/><path d="M28 25v14l11-7z" fill="#e63946"/></svg>
    """

    static let manifest = """
    {
      "name": "Watchlist",
      "short_name": "Watchlist",
      "description": "The films you want to see, and the ones you saw.",
      "start_url": "/",
      "scope": "/",
      "display": "standalone",
      "background_color": "#f1faee",
      "theme_color": "#1d3557",
      "icons": [{"src": "\(iconPath)", "sizes": "any", "type": "image/svg+xml", "purpose": "any"}]
    }
    """

    /// Lets the browser install the site; it answers from the network only, so a page is
    /// never stale.
    static let serviceWorker = """
    self.addEventListener("install", () => self.skipWaiting());
    self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
    self.addEventListener("fetch", () => {});
    """
}
