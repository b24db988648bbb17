"""The players' part of `scripts/server-benchmark`: the playback API beside the webhooks, and an
app's token beside a log-in token, on one server and catalog (the reads' 1,000,000 titles), in
the same rounds, in a rotating order:

- wrk, 64 connections, posts `progress` events to `/v1/playback` with an app's token that has
  the `scrobble` scope: event n moves the playback of film n of 1,000 (by its IMDb id and
  title), on one player, a second further each pass, so every event writes its playback's
  last position. Side by side, wrk posts the generic webhook's events of the same films to
  one hook, each a new playback that records a viewing (scripts/benchmark_webhooks.py's).
  Any non-2xx answer fails the run.
- wrk, 64 connections, `GET /v1/me` (the token check alone) with the profile's log-in token,
  and with an app's token that has the `read` scope.
"""
import json
import os
import subprocess
import tempfile

import benchmark_webhooks
from benchmark_support import fail, step, wrk_summary

FILMS = 1_000

LUA = """
-- Each request a progress event of film n of the list, a second further each pass.
local bodies = {%(bodies)s}
local counter = 0
local threads = {}

function setup(thread)
  thread:set("id", #threads)
  table.insert(threads, thread)
end

function request()
  local n = counter * %(threads)d + id
  counter = counter + 1
  local position = 60 + math.floor(n / #bodies)
  return wrk.format("POST", nil, nil, bodies[(n %% #bodies) + 1] .. ',"position":' .. position .. ',"duration":100000}')
end
"""

KINDS = {
    "progress": "POST /v1/playback, a progress event (an app's token, scrobble)",
    "webhooks": "POST /webhooks/SECRET, a new playback each (films by IMDb id)",
    "me_login": "GET /v1/me with a log-in token",
    "me_app": "GET /v1/me with an app's token (read)",
}


def app_token(server, request, token, name, scopes):
    status, body = request(server.port, "POST", "/v1/apps", {"name": name, "scopes": scopes}, token)
    if status != 201:
        fail(f"making the app {name} answered {status}: {body}")
    return body["token"]


def wrk_progress(server, token, films, duration, work):
    """One wrk run of progress events: requests per second, p50 and p99 in milliseconds."""
    script = os.path.join(work, "progress.lua")
    bodies = [
        '{"event":"progress","player":"benchmark","item":{"kind":"film","title":%s,"ids":{"imdb":%s}}'
        % (json.dumps(title), json.dumps(film.split(":", 1)[1]))
        for film, title, _ in films[:FILMS]
    ]
    with open(script, "w") as file:
        file.write(LUA % {"bodies": ", ".join(benchmark_webhooks.lua_string(body) for body in bodies), "threads": 2})
    command = [
        "wrk", "-t2", "-c64", f"-d{duration}s", "--latency", "-s", script, "-H", f"Authorization: Bearer {token}",
        "-H", "Content-Type: application/json", f"http://127.0.0.1:{server.port}/v1/playback",
    ]
    return wrk_summary(subprocess.run(command, check=True, capture_output=True, text=True).stdout, "/v1/playback")


def measure(server, request, sign_up, wrk, films, options):
    """The rounds, each kind once a round in a rotating order; the medians."""
    token = sign_up(server, "player")
    scrobbler = app_token(server, request, token, "benchmark player", ["scrobble"])
    reader = app_token(server, request, token, "benchmark reader", ["read"])
    film_bodies = ['{"imdb":%s' % json.dumps(film.split(":", 1)[1]) for film, _, _ in films[:FILMS]]
    runs = {kind: [] for kind in KINDS}
    kinds = list(KINDS)
    with tempfile.TemporaryDirectory(prefix="players-benchmark-") as work:
        for round_index in range(options.rounds):
            for kind in kinds[round_index % len(kinds):] + kinds[:round_index % len(kinds)]:
                step(f"round {round_index + 1}/{options.rounds}: wrk -c64 -d{options.duration}s {KINDS[kind]}")
                if kind == "progress":
                    runs[kind].append(wrk_progress(server, scrobbler, films, options.duration, work))
                elif kind == "webhooks":
                    hooks = sign_up(server, f"hooks-{round_index}")
                    path = benchmark_webhooks.make_hook(server, request, hooks)
                    runs[kind].append(benchmark_webhooks.wrk_events(server, request, hooks, path, film_bodies, "/v1/history", options.duration, work))
                else:
                    runs[kind].append(wrk(server.port, "/v1/me", f"Authorization: Bearer {token if kind == 'me_login' else reader}", options.duration))
    median = lambda values: sorted(values)[len(values) // 2]
    return {kind: {key: median([run[key] for run in values]) for key in ("rate", "p50", "p99")} for kind, values in runs.items()}


def report(backend, measured):
    """The table's rows and the `name=value` lines of one backend."""
    rows = [f"| {backend} | {KINDS[kind]} | {run['rate']:,.0f} | {run['p50']:.2f} | {run['p99']:.2f} |" for kind, run in measured.items()]
    lines = [
        f"progress_events_{backend}_rps={measured['progress']['rate']:.0f}",
        f"progress_events_{backend}_p99_ms={measured['progress']['p99']:.2f}",
        f"progress_vs_webhooks_{backend}={measured['progress']['rate'] / measured['webhooks']['rate']:.2f}",
        f"app_token_vs_login_token_{backend}={measured['me_app']['rate'] / measured['me_login']['rate']:.2f}",
    ]
    return rows, lines
