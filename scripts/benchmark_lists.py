"""The lists' part of `scripts/server-benchmark` (issue 68 §5), on the reads' server and
catalog (1,000,000 titles), a profile of its own:

- A list of 5,000 films, put on it one by one through the API (`POST /v1/lists/NAME/items`).
- Reorder: 200 moves of a random title to a random place (`PUT …/items/ID/position`), one
  after another on one keep-alive connection, each timed from its request to its answer on
  127.0.0.1 (so an upper bound of the server's time): p50 and p95. Goal: at most 5 ms.
- The list's page (`GET /lists/NAME`, its 5,000 titles with their forms, signed in), 50 loads
  one after another on one connection: p50 and p95. Goal: at most 50 ms at p95.
- In the same wrk rounds (64 connections, in a rotating order): `GET /health`; the profile's
  public page (`/people/PATH`); a public list of 100 of the films (`/people/PATH/NAME`) and
  its RSS feed; and, for the record, the 5,000-film list's RSS feed. Goal: the public page,
  the list and its feed each at least 0.5 of `/health`'s requests per second.
- Rule-based lists: a profile of its own keeps a library of 10,000 films (`POST /v1/list`, and
  for every other one `POST /v1/list/ID/viewings` with a rating), makes two lists by rules, and reads each one's titles
  (`GET /v1/lists/NAME/items`, which makes them from the library anew) 50 times, each right
  after a change to the library (a film of it watched again with another rating, not timed),
  so no answer kept from the read before could serve it: p50 and p95 of the reads. Goal: at
  most 50 ms.
"""
import base64
import http.client
import os
import random
import statistics
import time

from benchmark_support import fail, step

LONG, SHORT, PATH = "Five thousand", "Hundred", "benchmark"
LONG_SIZE, SHORT_SIZE, MOVES, PAGE_LOADS = 5_000, 100, 200, 50
LIBRARY_SIZE, RULE_READS = 10_000, 50
# Two lists by rules: one on the catalog's facts and the viewings, one on the ratings and running times.
RULED = {"Unwatched dramas": ["genre=Drama", "watched=no"], "Short and loved": ["rating>=8", "runtime<=120"]}


def timed(connection, method, path, headers, body=None):
    """One request on `connection`: its status and how long it took, in milliseconds."""
    started = time.perf_counter()
    connection.request(method, path, body=body, headers=headers)
    response = connection.getresponse()
    response.read()
    return response.status, (time.perf_counter() - started) * 1000


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def fill(server, request, token, name, films):
    status, body = request(server.port, "POST", "/v1/lists", {"name": name}, token)
    if status != 201:
        fail(f"making the list {name} answered {status}: {body}")
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
    started = time.perf_counter()
    for film, _, _ in films:
        status, body = request(server.port, "POST", f"/v1/lists/{name.replace(' ', '%20')}/items", {"titleID": film}, token, connection)
        if status != 201:
            fail(f"putting {film} on {name} answered {status}: {body}")
    connection.close()
    step(f"{len(films):,} films put on \"{name}\" in {time.perf_counter() - started:.1f} s")


def measure_rules(server, request, sign_up, films):
    """Each rule-based list's read times, in milliseconds, over a library of LIBRARY_SIZE films."""
    token = sign_up(server, "ruler")
    # Films put on one by one, as `add` and `watched` do, so the Movies feature stores their
    # genres and running times, which the rules read (a JSON archive's import stores none).
    started = time.perf_counter()
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
    for index, (film, _, _) in enumerate(films[:LIBRARY_SIZE]):
        if index % 2:
            status, body = request(server.port, "POST", f"/v1/list/{film}/viewings", {"on": "2025-06-01", "rating": index % 10 + 1}, token, connection)
        else:
            status, body = request(server.port, "POST", "/v1/list", {"id": film}, token, connection)
        if status not in (200, 201):
            fail(f"putting {film} in the library answered {status}: {body}")
    connection.close()
    step(f"a library of {LIBRARY_SIZE:,} films, every other one watched and rated, made in {time.perf_counter() - started:.1f} s")
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
    headers = {"Authorization": f"Bearer {token}"}
    reads = {}
    for name, rules in RULED.items():
        status, made = request(server.port, "POST", "/v1/lists", {"name": name, "rules": rules}, token)
        if status != 201:
            fail(f"making the list {name} answered {status}: {made}")
        step(f"{RULE_READS} reads of \"{name}\" ({', '.join(rules)}: {made['count']:,} of {LIBRARY_SIZE:,} films), each after a change to the library")
        times = []
        for read in range(RULE_READS):
            film = films[2 * read + 1][0]
            change = '{"on": "2025-07-01", "rating": %d}' % (read % 10 + 1)
            status, _ = timed(connection, "POST", f"/v1/list/{film}/viewings", {**headers, "Content-Type": "application/json"}, change)
            if status not in (200, 201):
                fail(f"rating {film} again answered {status}")
            status, elapsed = timed(connection, "GET", f"/v1/lists/{name.replace(' ', '%20')}/items", headers)
            if status != 200:
                fail(f"reading {name} answered {status}")
            times.append(elapsed)
        reads[name] = {"count": made["count"], "times": times}
    connection.close()
    return reads


def measure(server, request, sign_up, wrk, films, options):
    """The figures of one server: the moves' and the page's latencies, the rule-based lists'
    reads, and the wrk rounds' medians."""
    if len(films) < LIBRARY_SIZE:
        fail(f"the lists need {LIBRARY_SIZE:,} films; the catalog gave {len(films):,}")
    token = sign_up(server, "lister")
    fill(server, request, token, LONG, films[:LONG_SIZE])
    fill(server, request, token, SHORT, films[:SHORT_SIZE])
    for method, path, body in [("PUT", "/v1/lists-page", {"path": PATH}), ("PUT", f"/v1/lists/{SHORT}/public", None)]:
        status, answer = request(server.port, method, path, body, token)
        if status not in (200, 204):
            fail(f"{method} {path} answered {status}: {answer}")

    long_path = LONG.replace(" ", "%20")
    chooser = random.Random(68)
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
    headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
    moves = []
    step(f"{MOVES} moves in the {LONG_SIZE:,}-film list, one after another")
    for _ in range(MOVES):
        film = films[chooser.randrange(LONG_SIZE)][0]
        body = '{"position": %d}' % (chooser.randrange(LONG_SIZE) + 1)
        status, elapsed = timed(connection, "PUT", f"/v1/lists/{long_path}/items/{film}/position", headers, body)
        if status != 200:
            fail(f"moving {film} answered {status}")
        moves.append(elapsed)
    forgery = base64.urlsafe_b64encode(os.urandom(32)).decode().rstrip("=")
    cookie = {"Cookie": f"watchlist_session={token}; watchlist_csrf={forgery}"}
    pages = []
    step(f"{PAGE_LOADS} loads of the {LONG_SIZE:,}-film list's page, one after another")
    for _ in range(PAGE_LOADS):
        status, elapsed = timed(connection, "GET", f"/lists/{long_path}", cookie)
        if status != 200:
            fail(f"the list's page answered {status}")
        pages.append(elapsed)
    connection.close()

    targets = {
        "GET /health": "/health",
        "GET /people/PATH (the public page)": f"/people/{PATH}",
        f"GET /people/PATH/NAME (a public list of {SHORT_SIZE})": f"/people/{PATH}/{SHORT}",
        f"GET /people/PATH/NAME/feed.rss ({SHORT_SIZE})": f"/people/{PATH}/{SHORT}/feed.rss",
    }
    status, _ = request(server.port, "PUT", f"/v1/lists/{long_path}/public", None, token)
    targets[f"GET /people/PATH/NAME/feed.rss ({LONG_SIZE:,})"] = f"/people/{PATH}/{long_path}/feed.rss"
    runs = {name: [] for name in targets}
    names = list(targets)
    for round_index in range(options.rounds):
        for name in names[round_index % len(names):] + names[:round_index % len(names)]:
            step(f"round {round_index + 1}/{options.rounds}: wrk -c64 -d{options.duration}s {name}")
            runs[name].append(wrk(server.port, targets[name], None, options.duration))
    reads = {name: {key: statistics.median(run[key] for run in values) for key in ("rate", "p50", "p99")} for name, values in runs.items()}
    # Last: its 15,000 writes would otherwise leave the storage busy (PostgreSQL's vacuum) under
    # the figures above.
    rules = measure_rules(server, request, sign_up, films)
    return {"moves": moves, "pages": pages, "reads": reads, "rules": rules}


def report(backend, measured):
    """The table's rows and the `name=value` lines of one backend."""
    moves, pages, reads, rules = measured["moves"], measured["pages"], measured["reads"], measured["rules"]
    rows = [
        f"| {backend} | PUT …/items/ID/position in a list of {LONG_SIZE:,}, {MOVES} one after another | | {percentile(moves, 0.5):.2f} | p95 {percentile(moves, 0.95):.2f} |",
        f"| {backend} | GET /lists/NAME page of {LONG_SIZE:,}, {PAGE_LOADS} one after another | | {percentile(pages, 0.5):.2f} | p95 {percentile(pages, 0.95):.2f} |",
    ] + [
        f"| {backend} | GET /v1/lists/NAME/items by rules ({', '.join(RULED[name])}; {ruled['count']:,} of a {LIBRARY_SIZE:,}-film library), "
        f"{RULE_READS}, each after a change to the library | | {percentile(ruled['times'], 0.5):.2f} | p95 {percentile(ruled['times'], 0.95):.2f} |"
        for name, ruled in rules.items()
    ] + [f"| {backend} | {name} | {run['rate']:,.0f} | {run['p50']:.2f} | {run['p99']:.2f} |" for name, run in reads.items()]
    health = reads["GET /health"]["rate"]
    names = list(reads)
    lines = [
        f"list_move_{backend}_p50_ms={percentile(moves, 0.5):.2f}",
        f"list_move_{backend}_p95_ms={percentile(moves, 0.95):.2f}",
        f"list_page_5000_{backend}_p50_ms={percentile(pages, 0.5):.2f}",
        f"list_page_5000_{backend}_p95_ms={percentile(pages, 0.95):.2f}",
        f"public_page_vs_health_{backend}={reads[names[1]]['rate'] / health:.2f}",
        f"public_list_vs_health_{backend}={reads[names[2]]['rate'] / health:.2f}",
        f"public_feed_vs_health_{backend}={reads[names[3]]['rate'] / health:.2f}",
        f"public_feed_5000_vs_health_{backend}={reads[names[4]]['rate'] / health:.2f}",
    ] + [
        f"rule_list_{index + 1}_{LIBRARY_SIZE}_{backend}_p95_ms={percentile(ruled['times'], 0.95):.2f}" for index, ruled in enumerate(rules.values())
    ]
    return rows, lines
