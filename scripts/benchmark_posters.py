"""The web page with posters, for scripts/server-benchmark's `posters` part: a list of 500 films
and 50 followed shows, each with a poster the server fetched from an image source on
127.0.0.1 (this module's, in TMDB's shapes: `/3/find/{imdb}` and its image server) and keeps.

Side by side in the same wrk rounds, on one server:
- the list page (its first screen: 50 films' posters, and Up Next's 50 shows with theirs)
  against `/health`;
- a kept poster, `/images/<sha256>.png`, against `/assets/watchlist.css`, a static file of the
  same server: the source's posters are made exactly as large as the style sheet, so the two
  answers carry the same number of bytes.
Then in headless Chromium, the list page's first contentful paint against that of the same
markup saved as a static page, served with the same style sheet, script and posters by a
static file server (Python's), the median of 10 loads each."""
import http.client
import http.server
import json
import os
import re
import socketserver
import statistics
import struct
import subprocess
import sys
import threading
import time
import zlib

from benchmark_support import fail, step

FILMS = 500
SHOWS = 50
LIST_PAGE = "GET /list page (500 films, 50 shows, posters)"
IMAGE = "GET /images/NAME (a kept poster)"
STATIC = "GET /assets/watchlist.css (the same size)"
HEALTH = "GET /health"


def png(size, seed):
    """A PNG of exactly `size` bytes: one pixel of a colour from `seed`, padded with a text chunk."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    colour = bytes([(seed * 37) % 200 + 30, (seed * 91) % 200 + 30, (seed * 53) % 200 + 30])
    head = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0))
    tail = chunk(b"IDAT", zlib.compress(b"\x00" + colour)) + chunk(b"IEND", b"")
    padding = size - len(head) - len(tail) - 12 - len(b"Comment\x00")
    if padding < 0:
        fail(f"a poster cannot be made as small as {size} bytes")
    return head + chunk(b"tEXt", b"Comment\x00" + b"x" * padding) + tail


class ImageSource:
    """TMDB's `find` and image server, and TVmaze's lookup (which knows nothing, as for a show
    TVmaze lacks), on 127.0.0.1: every IMDb id has a poster of `size` bytes."""

    def __init__(self, size):
        source = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                found = re.fullmatch(r"/3/find/(tt\d+)\?external_source=imdb_id", self.path)
                image = re.fullmatch(r"/t/p/w\d+/(tt\d+)\.png", self.path)
                if found:
                    poster = {"poster_path": f"/{found.group(1)}.png"}
                    self.answer(200, "application/json", json.dumps({"movie_results": [poster], "tv_results": [poster]}).encode())
                elif image:
                    self.answer(200, "image/png", png(source.size, int(image.group(1)[2:])))
                else:
                    self.answer(404, "application/json", b'{"status":404}')

            def answer(self, status, kind, body):
                self.send_response(status)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *arguments):
                pass

        self.size = size
        self.server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    @property
    def environment(self):
        base = f"http://127.0.0.1:{self.port}"
        return {"TMDB_API_TOKEN": "benchmark", "TMDB_BASE_URL": f"{base}/3", "TMDB_IMAGE_BASE_URL": f"{base}/t/p", "TVMAZE_BASE_URL": base}

    def stop(self):
        self.server.shutdown()


def shows(catalog):
    """SHOWS series of the catalog with regular episodes, as IMDb ids."""
    import sqlite3
    with sqlite3.connect(f"file:{catalog}?mode=ro", uri=True) as database:
        rows = database.execute("SELECT DISTINCT seriesID FROM episode WHERE season >= 1 AND number IS NOT NULL ORDER BY seriesID LIMIT ?", (SHOWS,)).fetchall()
    if len(rows) < SHOWS:
        fail(f"the catalog has {len(rows)} series with episodes; {SHOWS} are needed")
    return [f"tt{identifier:07d}" for (identifier,) in rows]


def page(port, path, cookie):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        connection.request("GET", path, headers={"Cookie": cookie})
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        connection.close()


def measure(server, films, series, options, request, sign_up, wrk):
    """The ratios' inputs: wrk's medians for the four targets, and both first contentful paints."""
    token = sign_up(server, "posters")
    archive = {"films": [
        {"id": film, "title": title, **({"year": year} if year else {}), "added": "2026-01-01T00:00:00.000Z", "viewings": []} for film, title, year in films
    ]}
    status, summary = request(server.port, "POST", "/v1/import", archive, token)
    if status != 200 or summary["added"] != len(films):
        fail(f"importing the list answered {status}: {summary}")
    for show in series:
        status, body = request(server.port, "PUT", f"/v1/following/imdb:{show}", None, token)
        if status not in (200, 201):
            fail(f"following {show} answered {status}: {body}")
    cookie = f"watchlist_session={token}; watchlist_csrf={'c' * 43}"

    step(f"waiting for the server to fetch the first page's {len(films[:50]) + len(series)} posters")
    deadline = time.monotonic() + 120
    while True:
        status, body = page(server.port, "/list", cookie)
        placeholders = body.count(b'class="poster placeholder')
        if status == 200 and placeholders == 0:
            break
        if time.monotonic() > deadline:
            fail(f"the list page still shows {placeholders} placeholders after 120 s")
        time.sleep(0.5)
    html = body.decode()
    posters = sorted(set(re.findall(r'/images/[0-9a-f]{64}\.png', html)))
    status, image = page(server.port, posters[0], cookie)
    status_css, css = page(server.port, "/assets/watchlist.css", cookie)
    if status != 200 or status_css != 200 or len(image) != len(css):
        fail(f"a poster is {len(image)} bytes and the style sheet {len(css)}: they must be the same size")

    targets = {LIST_PAGE: ("/list", f"Cookie: {cookie}"), HEALTH: ("/health", None), IMAGE: (posters[0], None), STATIC: ("/assets/watchlist.css", None)}
    results = {name: [] for name in targets}
    for round_index in range(options.rounds):
        names = list(targets)
        for name in names[round_index % len(names):] + names[:round_index % len(names)]:
            path, header = targets[name]
            step(f"round {round_index + 1}/{options.rounds}: wrk -c64 -d{options.duration}s {name}")
            results[name].append(wrk(server.port, path, header, options.duration))
    medians = {name: {key: statistics.median(run[key] for run in runs) for key in runs[0]} for name, runs in results.items()}
    return {"wrk": medians, "bytes": len(image), "posters": len(posters), "fcp": paint(server.port, token, html, posters, cookie)}


def paint(port, token, html, posters, cookie):
    """The median first contentful paint of the list page, and of its markup served statically."""
    import tempfile
    directory = tempfile.mkdtemp(prefix="static-list-")
    for path in ["/assets/watchlist.css", "/assets/watchlist.js", "/assets/icon.svg", "/manifest.webmanifest"] + posters:
        status, body = page(port, path, cookie)
        os.makedirs(os.path.dirname(directory + path), exist_ok=True)
        with open(directory + path, "wb") as file:
            file.write(body)
    with open(os.path.join(directory, "list.html"), "w") as file:
        file.write(html)

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def __init__(self, *arguments, **keywords):
            super().__init__(*arguments, directory=directory, **keywords)

        def log_message(self, *arguments):
            pass

    static = socketserver.ThreadingTCPServer(("127.0.0.1", 0), Quiet)
    static.daemon_threads = True
    threading.Thread(target=static.serve_forever, daemon=True).start()
    python = "/usr/bin/python3" if os.path.exists("/usr/bin/python3") else sys.executable
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "browser", "paint_timing.py")
    times = {}
    try:
        for name, arguments in [("page", ["--url", f"http://127.0.0.1:{port}/list", "--session", token]),
                                ("static", ["--url", f"http://127.0.0.1:{static.server_address[1]}/list.html"])]:
            step(f"first contentful paint in Chromium: the {'list page' if name == 'page' else 'same markup, static'}")
            output = subprocess.run([python, script, *arguments, "--loads", "10"], capture_output=True, text=True)
            if output.returncode != 0:
                fail(f"the paint timing in Chromium failed:\n{output.stderr}")
            times[name] = float(re.search(r"fcp_ms=([\d.]+)", output.stdout).group(1))
    finally:
        static.shutdown()
    return times


def report(measured, options):
    """The table's rows and the ratio lines."""
    wrk = measured["wrk"]
    rows = [f"| posters | {name} | {wrk[name]['rate']:,.0f} | {wrk[name]['p50']:.2f} | {wrk[name]['p99']:.2f} |" for name in (LIST_PAGE, HEALTH, IMAGE, STATIC)]
    lines = [
        f"list_page_posters_vs_health={wrk[LIST_PAGE]['rate'] / wrk[HEALTH]['rate']:.2f}",
        f"image_vs_static={wrk[IMAGE]['rate'] / wrk[STATIC]['rate']:.2f}",
        f"list_page_fcp_vs_static={measured['fcp']['page'] / measured['fcp']['static']:.2f}",
        f"list_page_posters_rps={wrk[LIST_PAGE]['rate']:.0f}",
        f"image_rps={wrk[IMAGE]['rate']:.0f}",
        f"image_bytes={measured['bytes']}",
        f"list_page_posters_fcp_ms={measured['fcp']['page']:.0f}",
        f"static_list_fcp_ms={measured['fcp']['static']:.0f}",
    ]
    return rows, lines
