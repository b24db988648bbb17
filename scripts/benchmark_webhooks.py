"""The webhooks' part of `scripts/server-benchmark`: media servers' events posted to one
hook, each a new playback of a film or an episode of a catalog with millions of episodes
(scripts/generate-imdb-dataset's IMDb mix: 12,000,000 titles, three quarters episodes), side by
side with the reference the issue names, and a `kill -9` in the middle of a burst.

- wrk, 64 connections, posts the generic document to `/webhooks/SECRET`, three kinds of event,
  each kind in its own runs, in a rotating order, on the same server and catalog:
  films (`{"imdb": ..., "watchedAt": ...}`), episodes by their own id
  (`{"kind": "episode", "imdb": ...}`), and episodes by their show's title and year and their
  numbers (`{"series": ..., "year": ..., "season": ..., "episode": ...}`, shows whose title
  names no other series). Event n is title n of 1,000, played 5 hours before the previous
  pass through them, so that no two events are one playback and each one records a viewing.
  Its Lua script makes the bodies, and nothing else, so that wrk takes little of the machine's
  two cores from the server. Any non-2xx answer fails the run; afterwards, the events answered
  that were not recorded are wrk's count of requests less the viewings in the profile's
  history (of films, or of episodes).
- On PostgreSQL, pgbench on the same cluster, with the same 64 clients, runs a script of one
  single-row insert per transaction: the rate a client that does nothing but insert reaches.
- Crash: 16 clients post events, half of them films and half episodes by id, the server is
  killed with SIGKILL 1.5 s in and started again on the same storage, and every event answered
  `recorded` must be a viewing in the history.
"""
import http.client
import json
import os
import sqlite3
import re
import subprocess
import tempfile
import threading
import time

from benchmark_support import fail, step, wrk_summary

FILMS = 1_000
FIVE_HOURS = 5 * 3600
CRASH_CLIENTS = 16

LUA = """
-- Each request a new playback: title n of the list, 5 hours earlier each pass through it. Each
-- body is the document without its time, which is added here.
local bodies = {%(bodies)s}
local base = %(base)d
local counter = 0
local threads = {}

function setup(thread)
  thread:set("id", #threads)
  table.insert(threads, thread)
end

function request()
  local n = counter * %(threads)d + id
  counter = counter + 1
  local body = bodies[(n %% #bodies) + 1]
  local played = base - math.floor(n / #bodies) * %(gap)d
  return wrk.format("POST", nil, {["Content-Type"] = "application/json"}, body .. ',"watchedAt":"' .. os.date("!%%Y-%%m-%%dT%%H:%%M:%%SZ", played) .. '"}')
end
"""

# What each kind of event is called in the table, and the history it is counted in.
KINDS = {
    "films": ("films by IMDb id", "/v1/history"),
    "episodes_by_id": ("episodes by their own IMDb id", "/v1/history/episodes"),
    "episodes_by_show": ("episodes by show, year and numbers", "/v1/history/episodes"),
}

PGBENCH_SCRIPT = """\\set n random(1, 1000000000)
INSERT INTO benchmark_insert (profile_id, movie_id, played_at) VALUES ('00000000-0000-0000-0000-000000000001', 'imdb:tt' || :n, now());
"""


def imdb_ids(films):
    return [film.split(":", 1)[1] for film, _, _ in films[:FILMS]]


def event_bodies(films, episodes):
    """Each kind's 1,000 documents, without their closing `watchedAt`: films by id, episodes by
    id, episodes by show and numbers. `episodes` is `episode_targets`' answer."""
    by_id, by_show = episodes
    return {
        "films": ['{"imdb":%s' % json.dumps(film) for film in imdb_ids(films)],
        "episodes_by_id": ['{"kind":"episode","imdb":%s' % json.dumps(episode) for episode in by_id],
        "episodes_by_show": [
            '{"series":%s,"year":%d,"season":%d,"episode":%d' % (json.dumps(title), year, season, number) for title, year, season, number in by_show
        ],
    }


def episode_targets(catalog):
    """1,000 episodes of the catalog by their own ids, each of another series; and 1,000
    regular episodes of series whose title names no other series, by show, year and numbers
    (a title that names several is left to a person, as the app never guesses)."""
    with sqlite3.connect(f"file:{catalog}?mode=ro", uri=True) as database:
        by_id = [f"tt{identifier:07d}" for (identifier,) in database.execute(
            "SELECT min(id) FROM episode WHERE season >= 1 AND number IS NOT NULL GROUP BY seriesID ORDER BY seriesID LIMIT ?", (FILMS,))]
        by_show = database.execute("""
            WITH alone AS (SELECT lower(title) AS title FROM series GROUP BY lower(title) HAVING count(*) = 1)
            SELECT series.title, series.startYear, episode.season, episode.number FROM series
            JOIN alone ON alone.title = lower(series.title)
            JOIN episode ON episode.id = (SELECT min(id) FROM episode WHERE seriesID = series.id AND season >= 1 AND number IS NOT NULL)
            WHERE series.startYear IS NOT NULL
            ORDER BY series.id DESC LIMIT ?
            """, (FILMS,)).fetchall()
    if len(by_id) < FILMS or len(by_show) < FILMS:
        fail(f"the catalog has {len(by_id)} series with episodes and {len(by_show)} with a title and year of their own; {FILMS} of each are needed")
    return by_id, by_show


def lua_string(text):
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"


def make_hook(server, request, token):
    status, body = request(server.port, "POST", "/v1/hooks", {"server": "generic"}, token)
    if status != 201:
        fail(f"making a hook answered {status}: {body}")
    return body["path"]


def wrk_events(server, request, token, path, bodies, history, duration, work):
    """One wrk run of events to `path`: requests per second, p50 and p99 in milliseconds, and
    the answers that were not `recorded` (counted in `history`)."""
    script = os.path.join(work, "events.lua")
    with open(script, "w") as file:
        file.write(LUA % {"bodies": ", ".join(lua_string(body) for body in bodies), "base": int(time.time()) - 86_400, "threads": 2, "gap": FIVE_HOURS})
    command = ["wrk", "-t2", "-c64", f"-d{duration}s", "--latency", "-s", script, f"http://127.0.0.1:{server.port}{path}"]
    output = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    summary = wrk_summary(output, "the hook")
    requests = int(re.search(r"(\d+) requests in", output).group(1))
    status, viewings = request(server.port, "GET", history, token=token)
    if status != 200:
        fail(f"reading {history} answered {status}")
    return summary | {"not_recorded": max(0, requests - len(viewings))}


def pgbench(postgres, duration, work):
    """pgbench's transactions per second: 64 clients, one single-row insert a transaction."""
    script = os.path.join(work, "insert.sql")
    with open(script, "w") as file:
        file.write(PGBENCH_SCRIPT)
    programs = os.path.dirname(postgres.pg_ctl)
    connection = ["-h", "127.0.0.1", "-p", str(postgres.port), "-U", "watchlist", "watchlist"]
    environment = dict(os.environ, PGPASSWORD=postgres.password)
    subprocess.run(
        [os.path.join(programs, "psql"), *connection, "-q", "-c",
         "CREATE TABLE IF NOT EXISTS benchmark_insert (id bigserial PRIMARY KEY, profile_id uuid NOT NULL, movie_id text NOT NULL, played_at timestamptz NOT NULL)"],
        check=True, capture_output=True, env=environment,
    )
    output = subprocess.run(
        [os.path.join(programs, "pgbench"), "-n", "-c", "64", "-j", "2", "-T", str(duration), "-f", script, *connection],
        check=True, capture_output=True, text=True, env=environment,
    ).stdout
    return {"rate": float(re.search(r"tps = ([\d.]+)", output).group(1))}


def measure(server, request, sign_up, films, episodes, options, postgres):
    """The rounds, in a rotating order: wrk's events of each kind and, on PostgreSQL, pgbench;
    medians. `episodes` is `episode_targets`' answer."""
    bodies = event_bodies(films, episodes)
    runs = {kind: [] for kind in KINDS} | {"pgbench": []}
    targets = list(KINDS) + (["pgbench"] if postgres else [])
    with tempfile.TemporaryDirectory(prefix="webhook-benchmark-") as work:
        for round_index in range(options.rounds):
            for target in targets[round_index % len(targets):] + targets[:round_index % len(targets)]:
                if target in KINDS:
                    token = sign_up(server, f"scrobbler-{target.replace('_', '-')}-{round_index}")
                    path = make_hook(server, request, token)
                    step(f"round {round_index + 1}/{options.rounds}: wrk -c64 -d{options.duration}s POST {path[:10]}… ({KINDS[target][0]})")
                    runs[target].append(wrk_events(server, request, token, path, bodies[target], KINDS[target][1], options.duration, work))
                else:
                    step(f"round {round_index + 1}/{options.rounds}: pgbench -c64 -T{options.duration}, one insert a transaction")
                    runs["pgbench"].append(pgbench(postgres, options.duration, work))
    median = lambda values: sorted(values)[len(values) // 2]
    return {name: {key: median([run[key] for run in values]) for key in values[0]} for name, values in runs.items() if values}


def crash(server, request, sign_up, films, episodes):
    """Events from 16 clients, half films and half episodes, kill -9 after 1.5 s, a restart:
    the recorded events missing from the histories, and how many were recorded."""
    token = sign_up(server, "scrobbler-crash")
    path = make_hook(server, request, token)
    film_ids, episode_ids = imdb_ids(films), episodes[0]
    acknowledged, lock = [], threading.Lock()
    base = int(time.time()) - 86_400
    step(f"{CRASH_CLIENTS} clients posting events; kill -9 of the server after 1.5 s, then a restart")

    def client(index):
        connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
        episode = index % 2 == 1
        ids = episode_ids if episode else film_ids
        for n in range(index, 1_000_000, CRASH_CLIENTS):
            title = ids[n % len(ids)]
            played = base - (n // len(ids)) * FIVE_HOURS
            watched = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(played))
            document = {"kind": "episode", "imdb": title, "watchedAt": watched} if episode else {"imdb": title, "watchedAt": watched}
            try:
                connection.request("POST", path, body=json.dumps(document), headers={"Content-Type": "application/json"})
                response = connection.getresponse()
                body = response.read()
            except (OSError, http.client.HTTPException):
                return
            if response.status == 200 and b'"recorded"' in body:
                with lock:
                    acknowledged.append(("episode" if episode else "film", f"imdb:{title}", time.strftime("%Y-%m-%d", time.localtime(played))))

    threads = [threading.Thread(target=client, args=(index,)) for index in range(CRASH_CLIENTS)]
    for thread in threads:
        thread.start()
    time.sleep(1.5)
    server.kill()
    for thread in threads:
        thread.join()
    server.start()
    present = {}
    for kind, history, key in (("film", "/v1/history", "id"), ("episode", "/v1/history/episodes", "episodeID")):
        status, viewings = request(server.port, "GET", history, token=token)
        if status != 200:
            fail(f"reading {history} after the restart answered {status}")
        for viewing in viewings:
            found = (kind, viewing[key], viewing["watched"])
            present[found] = present.get(found, 0) + 1
    lost = 0
    for key in acknowledged:
        if present.get(key, 0) > 0:
            present[key] -= 1
        else:
            lost += 1
    return lost, len(acknowledged)
