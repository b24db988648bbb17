"""A TVmaze look-alike for scripts/calendar-benchmark: TVmaze's paths and JSON shapes (as
CalendarAdapters' TVmazeFixtureServer serves them, from TVmaze's API documentation) on
127.0.0.1, in a thread, counting the requests it receives."""
import http.server
import json
import threading
import time
import urllib.parse


class Show:
    """A show as the look-alike serves it: TVmaze's id, the IMDb id, its episodes as TVmaze's
    JSON objects, and when it last changed (seconds since 1970)."""

    def __init__(self, tvmaze_id, imdb_id, name, network, episodes, updated):
        self.tvmaze_id, self.imdb_id, self.name, self.network, self.episodes, self.updated = tvmaze_id, imdb_id, name, network, episodes, updated

    def document(self):
        channel = {"id": 1, "name": self.network, "country": {"name": "United States", "code": "US", "timezone": "America/New_York"}, "officialSite": None}
        return {
            "id": self.tvmaze_id, "url": f"https://www.tvmaze.com/shows/{self.tvmaze_id}", "name": self.name, "type": "Scripted", "language": "English",
            "genres": ["Drama"], "status": "Running", "runtime": 60, "averageRuntime": 60, "premiered": "2014-04-15", "ended": None,
            "officialSite": None, "schedule": {"time": "21:00", "days": ["Tuesday"]}, "rating": {"average": 8.0}, "weight": 90,
            "network": channel, "webChannel": None, "dvdCountry": None, "externals": {"tvrage": None, "thetvdb": None, "imdb": self.imdb_id},
            "image": None, "summary": f"<p>{self.name}.</p>", "updated": self.updated, "_links": {"self": {"href": f"https://api.tvmaze.com/shows/{self.tvmaze_id}"}},
        }


class LookAlike:
    """The look-alike serving `shows`; `requests` counts what it received, `received` lists it."""

    def __init__(self, shows):
        self.by_imdb = {show.imdb_id: show for show in shows}
        self.by_id = {str(show.tvmaze_id): show for show in shows}
        self.received = []
        self.lock = threading.Lock()
        look_alike = self

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *arguments):
                pass

            def do_GET(self):
                with look_alike.lock:
                    look_alike.received.append(self.path)
                status, body, headers = look_alike.answer(self.path, self.server.server_address[1])
                data = json.dumps(body).encode()
                self.send_response(status)
                for name, value in headers.items():
                    self.send_header(name, value)
                self.send_header("Content-Type", "application/json; charset=UTF-8")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    @property
    def base_url(self):
        return f"http://127.0.0.1:{self.port}"

    def stop(self):
        self.server.shutdown()
        self.server.server_close()

    def change(self, show, at):
        """Marks `show` changed at `at`, as TVmaze's updates then list it."""
        with self.lock:
            show.updated = at

    def answer(self, path, port):
        url = urllib.parse.urlsplit(path)
        query = dict(urllib.parse.parse_qsl(url.query))
        parts = [part for part in url.path.split("/") if part]
        missing = (404, {"name": "Not Found", "message": "", "code": 0, "status": 404}, {})
        if parts == ["lookup", "shows"]:
            show = self.by_imdb.get(query.get("imdb"))
            return (301, {}, {"Location": f"http://127.0.0.1:{port}/shows/{show.tvmaze_id}"}) if show else missing
        if len(parts) == 2 and parts[0] == "shows":
            show = self.by_id.get(parts[1])
            return (200, show.document(), {}) if show else missing
        if len(parts) == 3 and parts[0] == "shows" and parts[2] == "episodes":
            show = self.by_id.get(parts[1])
            return (200, show.episodes, {}) if show else missing
        if parts == ["updates", "shows"]:
            period = {"day": 86_400, "week": 7 * 86_400, "month": 30 * 86_400}.get(query.get("since"), None)
            since = time.time() - period if period else 0
            with self.lock:
                return 200, {str(show.tvmaze_id): show.updated for show in self.by_id.values() if show.updated >= since}, {}
        return missing
