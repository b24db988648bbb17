#!/usr/bin/env python3
"""The web page's pages measured in a real headless Chromium, signed in, with posters, at a
phone's size (mobile emulation, 390 × 844) and a desktop's (1280 × 900), light and dark.

The pages are found, not listed: a crawl of the signed-in site from the home page (and a
search, which only a form leads to) follows every link to a page of the server, and audits
the first page of each kind (its path with ids and numbers made one, and its query's names:
`/films/tmdb:603` and `/films/tmdb:550` are one kind, `/list?sort=title` and `/list?sort=added`
another). On each:

- axe-core (PyPI's axe-selenium-python ships it): every violation, of any impact;
- at 360 px wide: how far the page scrolls sideways (0 wanted), and how many lines the
  navigation takes (1 wanted); at the phone's size, the buttons and navigation links smaller
  than 44 px (0 wanted);
- at both sizes: the first contentful paint and the cumulative layout shift that Chromium
  reports (Paint Timing and Layout Instability APIs, with the posters loading).

It fills the server first, through `watchlist` on the server's SQLite file (films from TMDB,
which the server then has posters for, and one from the embedded catalog, which keeps its
placeholder; a series followed and half watched; a viewing), and waits until the server has
the posters. With `--screenshots DIR` it also saves each page at both sizes, light (and the
list and a series dark too), as docs/web.md shows them: the desktop's whole page, the phone's
first screen.

    web_audit.py --server http://127.0.0.1:PORT --cli .build/debug/watchlist --database FILE

The CLI reads TMDB_API_TOKEN and TMDB_BASE_URL from the environment. Prints one line a page,
size and scheme (`audit page=list size=phone scheme=light axe=0 fcp_ms=... cls=...`), then
the violations found, and exits 1 when any check fails."""
import argparse
import base64
import html.parser
import os
import re
import statistics
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

from selenium.webdriver.common.by import By

import chromium

PASSWORD = "correct horse"
# Where the crawl starts: the home page, and a search, which a form leads to and no link.
SEEDS = ["/", "/search?q=godfather"]
# The most kinds of page the crawl audits; finding more is a failure that says to raise it.
MOST_KINDS = 80
# Links the crawl does not follow: log-out (a form, but never followed all the same) and
# files that are not pages.
NOT_PAGES = re.compile(r"(^/logout)|(\.(ics|csv|json|yaml|zip|png|jpe?g|webp|svg|css|js|txt)$)")
# The pages saved with a name of their own in docs/web.md, by the kind the crawl finds them as,
# and those saved dark too, beside every page light.
SHOTS = {
    "/": "home", "/list": "list", "/search?q": "search", "/series/*": "series", "/films/*": "film",
    "/list/films/*": "entry", "/history": "history", "/stats": "statistics", "/shares": "shares",
    "/import": "import", "/calendar": "calendar",
}
DARK_SHOTS = {"list", "series"}
SIZES = {"phone": (390, 844, True), "desktop": (1280, 900, False)}
FILMS = ["tmdb:603", "tmdb:550", "tmdb:27205", "tmdb:604"]


def run(cli, environment, *arguments, text=None):
    done = subprocess.run([cli, *arguments], input=text, capture_output=True, text=True, env=environment)
    if done.returncode != 0:
        raise SystemExit(f"watchlist {' '.join(arguments)} failed: {done.stderr}")


def fill(cli, database):
    """The server's file, through the CLI: a profile, films with posters and one without,
    a viewing, a series half watched, a list of a film and a series, marked for the
    public page that `open_public_page` opens, and a second profile's list that ada may edit."""
    environment = dict(os.environ, WATCHLIST_DB=database, NO_COLOR="1")
    run(cli, environment, "signup", "ada", "--password-stdin", text=PASSWORD + "\n")
    # The TMDB look-alike answers from the test process, which shares two cores with the whole
    # suite: a minute, not TMDB's ten seconds, for what is set-up here and not under test.
    for film in FILMS:
        run(cli, environment, "add", film, "--timeout", "60")
    run(cli, environment, "add", "offline:1", "--catalog", "offline")
    run(cli, environment, "watched", "offline:1", "--catalog", "offline", "--on", "2024-03-01", "--rating", "9")
    run(cli, environment, "series", "follow", "tt0903747")
    run(cli, environment, "series", "watched", "tt0903747", "--season", "1")
    run(cli, environment, "series", "watched", "tt0903747", "--season", "2", "--episode", "1")
    run(cli, environment, "lists", "new", "Date night", "--description", "For Fridays")
    run(cli, environment, "lists", "add", "Date night", "offline:1", "--catalog", "offline")
    run(cli, environment, "lists", "add", "Date night", "tt0903747", "--catalog", "offline", "--note", "start here")
    run(cli, environment, "lists", "publish", "Date night")
    # A second profile lets ada edit a list of its own, so the crawl reaches a shared list's page.
    run(cli, environment, "signup", "sam", "--password-stdin", text=PASSWORD + "\n")
    run(cli, environment, "lists", "new", "Picks")
    run(cli, environment, "lists", "add", "Picks", "offline:6", "--catalog", "offline")
    run(cli, environment, "lists", "collaborators", "Picks", "ada", "--edit")
    run(cli, environment, "login", "ada", "--password-stdin", text=PASSWORD + "\n")


def sign_in(driver, server):
    driver.get(server + "/login")
    driver.find_element(By.ID, "name").send_keys("ada")
    driver.find_element(By.ID, "password").send_keys(PASSWORD)
    driver.find_element(By.CSS_SELECTOR, "main form button").click()
    deadline = time.monotonic() + 10
    while "/login" in driver.current_url and time.monotonic() < deadline:
        time.sleep(0.05)


def open_public_page(driver, server):
    """Opens the profile's public page from the form on /lists (a server serves it, so the
    CLI cannot open it on the file), so that the crawl reaches /people/… and its list."""
    driver.get(server + "/lists")
    driver.find_element(By.ID, "path").send_keys("film-club")
    driver.find_element(By.CSS_SELECTOR, "form[action='/lists-page'] button").click()
    deadline = time.monotonic() + 10
    while "/people/film-club" not in driver.page_source and time.monotonic() < deadline:
        time.sleep(0.05)


def wait_for_posters(driver, server):
    """Opens each page until the server has every poster its sources have: the list's films
    from TMDB and the series' from TVmaze. Two minutes, so that a fetch that fails on a busy
    machine is asked again (the server waits 30 s after a first failure)."""
    deadline = time.monotonic() + 120
    for path, wanted in [("/list?sort=title", len(FILMS)), ("/series/tt0903747", 1)]:
        while True:
            driver.get(server + path)
            shown = len(driver.find_elements(By.CSS_SELECTOR, "main img.poster"))
            if shown >= wanted:
                break
            if time.monotonic() > deadline:
                raise SystemExit(f"{path} shows {shown} posters, not {wanted}, after 120 s")
            time.sleep(0.2)


class Links(html.parser.HTMLParser):
    """The targets of a page's links (`a href`), those marked for download left out."""

    def __init__(self):
        super().__init__()
        self.found = []

    def handle_starttag(self, tag, attributes):
        attributes = dict(attributes)
        if tag == "a" and attributes.get("href") and "download" not in attributes:
            self.found.append(attributes["href"])


def kind(address):
    """A page's kind: its path with each segment that holds a digit as `*`, and the names of its
    query's fields."""
    parts = urllib.parse.urlsplit(address)
    path = "/".join("*" if re.search(r"[0-9]", segment) else segment for segment in parts.path.split("/")) or "/"
    names = sorted({name for name, _ in urllib.parse.parse_qsl(parts.query, keep_blank_values=True)})
    return path + ("?" + "&".join(names) if names else "")


def crawl(driver, server):
    """The first address of each kind of page that the seeds lead to, signed in as the driver
    is (its cookies), in the order found: every same-origin link of every page followed, each
    address fetched once, only HTML answered 200 kept."""
    cookie = "; ".join(f"{c['name']}={c['value']}" for c in driver.get_cookies())
    origin = urllib.parse.urlsplit(server)
    queue, seen, kinds = list(SEEDS), set(SEEDS), {}
    while queue:
        address = queue.pop(0)
        if kind(address) in kinds:
            continue
        request = urllib.request.Request(server + address, headers={"Cookie": cookie})
        try:
            with urllib.request.urlopen(request, timeout=20) as answer:
                if not answer.headers.get("Content-Type", "").startswith("text/html"):
                    continue
                body = answer.read().decode("utf-8")
        except urllib.error.HTTPError as error:
            raise SystemExit(f"the crawl followed a link to {address}, which answers {error.code}")
        kinds[kind(address)] = address
        if len(kinds) > MOST_KINDS:
            raise SystemExit(f"the crawl found more than {MOST_KINDS} kinds of page: raise MOST_KINDS in {__file__}")
        links = Links()
        links.feed(body)
        for href in links.found:
            target = urllib.parse.urlsplit(urllib.parse.urljoin(server + address, href))
            if (target.scheme, target.netloc) != (origin.scheme, origin.netloc) or NOT_PAGES.search(target.path):
                continue
            found = target.path + ("?" + target.query if target.query else "")
            if found not in seen:
                seen.add(found)
                queue.append(found)
    return [(SHOTS.get(name, name), address) for name, address in kinds.items()]


def set_scheme(driver, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


def axe_violations(driver, axe_source):
    driver.execute_script(axe_source)
    results = driver.execute_async_script("const done = arguments[arguments.length - 1]; axe.run().then(done);")
    return results["violations"]


def timings(driver):
    """First contentful paint and the layout shifts so far, without those a person caused."""
    return driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        let shift = 0;
        new PerformanceObserver(list => {
            for (const entry of list.getEntries()) if (!entry.hadRecentInput) shift += entry.value;
        }).observe({type: 'layout-shift', buffered: true});
        setTimeout(() => {
            const paint = performance.getEntriesByName('first-contentful-paint')[0];
            done({fcp: paint ? paint.startTime : null, cls: shift});
        }, 600);
    """)


def layout(driver):
    """Sideways scrolling, the navigation's lines and the targets under 44 px."""
    return driver.execute_script("""
        const nav = document.querySelector('header.top nav');
        const tops = nav ? new Set([...nav.querySelectorAll('a')].map(a => Math.round(a.getBoundingClientRect().top))) : new Set();
        const small = [...document.querySelectorAll('button, header.top nav a')]
            .filter(e => e.getClientRects().length > 0)
            .filter(e => { const r = e.getBoundingClientRect(); return r.height < 44 || r.width < 44; })
            .map(e => e.outerHTML.slice(0, 80));
        return {overflow: document.documentElement.scrollWidth - window.innerWidth, navLines: tops.size, small: small,
                height: document.documentElement.scrollHeight};
    """)


def save_page(driver, path, whole):
    """The page from its top as a PNG file: the whole of it (Chromium's DevTools capture), or
    the first screen, as a phone shows it (a whole-page capture redraws a phone's page wider,
    and its navigation scrolled)."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    driver.execute_script("window.scrollTo(0, 0)")
    if whole:
        size = driver.execute_cdp_cmd("Page.getLayoutMetrics", {})["cssContentSize"]
        clip = {"x": 0, "y": 0, "width": size["width"], "height": size["height"], "scale": 1}
        png = base64.b64decode(driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True, "clip": clip})["data"])
    else:
        png = driver.get_screenshot_as_png()
    with open(path, "wb") as file:
        file.write(png)


def axe_script():
    import axe_selenium_python
    path = os.path.join(os.path.dirname(axe_selenium_python.__file__), "node_modules", "axe-core", "axe.min.js")
    with open(path, encoding="utf8") as file:
        return file.read()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--server", required=True)
    parser.add_argument("--cli", required=True)
    parser.add_argument("--database", required=True)
    parser.add_argument("--screenshots", help="a directory to save each page into, at both sizes, light and dark")
    arguments = parser.parse_args()
    axe_source = axe_script()
    fill(arguments.cli, arguments.database)

    failures, figures = [], []
    first = chromium.start()
    try:
        sign_in(first, arguments.server)
        open_public_page(first, arguments.server)
        wait_for_posters(first, arguments.server)
        pages = crawl(first, arguments.server)
    finally:
        chromium.stop(first)
    print(f"crawl kinds={len(pages)}: " + " ".join(address for _, address in pages))

    for size, (width, height, mobile) in SIZES.items():
        for scheme in ["light", "dark"]:
            driver = chromium.start(width=width, height=height, mobile=mobile)
            try:
                set_scheme(driver, scheme)
                sign_in(driver, arguments.server)
                for name, path in pages:
                    driver.get("about:blank")
                    driver.get(arguments.server + path)
                    measured = timings(driver)
                    shape = layout(driver)
                    # Before axe, whose contrast checks scroll elements into view.
                    if arguments.screenshots and name in SHOTS.values() and (scheme == "light" or name in DARK_SHOTS):
                        suffix = "" if scheme == "light" else "-dark"
                        save_page(driver, os.path.join(arguments.screenshots, f"{name}-{size}{suffix}.png"), whole=not mobile)
                    violations = axe_violations(driver, axe_source)
                    row = {"page": name, "size": size, "scheme": scheme, "axe": len(violations), "fcp_ms": measured["fcp"],
                           "cls": measured["cls"], "nav_lines": shape["navLines"], "small_targets": len(shape["small"]), "height": shape["height"]}
                    figures.append(row)
                    fcp = f"{measured['fcp']:.0f}" if measured["fcp"] is not None else "none"
                    print(f"audit page={name} size={size} scheme={scheme} axe={len(violations)} fcp_ms={fcp} cls={measured['cls']:.3f} "
                          f"nav_lines={shape['navLines']} small_targets={len(shape['small'])} height_px={shape['height']}")
                    for violation in violations:
                        nodes = "; ".join(node["html"][:100] for node in violation["nodes"][:3])
                        failures.append(f"{name} ({size}, {scheme}): axe {violation['id']} ({violation['impact']}): {violation['help']}: {nodes}")
                    if measured["cls"] > 0.1:
                        failures.append(f"{name} ({size}, {scheme}): the layout shifted {measured['cls']:.3f}, more than 0.1")
                    if size == "phone":
                        if shape["small"]:
                            failures.append(f"{name} ({scheme}): targets under 44 px: {shape['small'][:3]}")
                        if shape["navLines"] > 1:
                            failures.append(f"{name} ({scheme}): the navigation takes {shape['navLines']} lines on a phone")
            finally:
                chromium.stop(driver)

    narrow = chromium.start(width=360, height=780, mobile=True)
    try:
        sign_in(narrow, arguments.server)
        for name, path in pages:
            narrow.get(arguments.server + path)
            shape = layout(narrow)
            print(f"audit page={name} size=360 overflow_px={shape['overflow']} nav_lines={shape['navLines']}")
            if shape["overflow"] > 0:
                failures.append(f"{name}: the page scrolls {shape['overflow']} px sideways at 360 px")
            if shape["navLines"] > 1:
                failures.append(f"{name}: the navigation takes {shape['navLines']} lines at 360 px")
    finally:
        chromium.stop(narrow)

    for size in SIZES:
        paints = [row["fcp_ms"] for row in figures if row["size"] == size and row["fcp_ms"] is not None]
        shifts = [row["cls"] for row in figures if row["size"] == size]
        print(f"fcp_ms_median_{size}={statistics.median(paints):.0f}")
        print(f"cls_max_{size}={max(shifts):.3f}")
    print(f"pages_audited={len(pages)}")
    print(f"axe_violations={sum(row['axe'] for row in figures)}")
    for failure in failures:
        print("FAILED: " + failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
