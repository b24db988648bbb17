"""A heavy user's library, drawn with a fixed seed from a catalog that `watchlist catalog build`
made of scripts/generate-imdb-dataset's files in IMDb's mix, and written as Trakt's export
(watched-history-N.json, lists-watchlist.json, ratings-movies.json), the shape that
`watchlist import` reads: 10,000 films on the watchlist, 20,000 film viewings of 12,000 other
films (the rest rewatches, 5,000 of those films rated), and 200,000 episode viewings of 1,000
shows, the regular episodes of each in order (up to 200 a show), then rewatches of them.
Used by scripts/library-benchmark."""
import datetime
import json
import os
import random
import sqlite3
from typing import NamedTuple

WATCHLIST_FILMS = 10_000
WATCHED_FILMS = 12_000
FILM_VIEWINGS = 20_000
RATED_FILMS = 5_000
SHOWS = 1_000
EPISODES_A_SHOW = 200
EPISODE_VIEWINGS = 200_000
HISTORY_FILE_ENTRIES = 50_000
START = datetime.datetime(2012, 1, 1, tzinfo=datetime.timezone.utc)


class Library(NamedTuple):
    """What the person has: films to watch, films watched (with their plays and ratings), and
    the episodes of the shows they watch, each play of them."""
    to_watch: list
    film_plays: list
    ratings: list
    episode_plays: list
    shows: int

    @staticmethod
    def drawn(catalog, seed=67):
        rng = random.Random(seed)
        with sqlite3.connect(f"file:{catalog}?mode=ro", uri=True) as database:
            films = database.execute("SELECT id, title, year FROM title WHERE type = 'movie' AND year IS NOT NULL ORDER BY id").fetchall()
            if len(films) < WATCHLIST_FILMS + WATCHED_FILMS:
                raise SystemExit(f"the catalog has {len(films):,} films, fewer than the {WATCHLIST_FILMS + WATCHED_FILMS:,} the library needs: give a larger --titles")
            series = database.execute("""
                SELECT seriesID, count(*) AS episodes FROM episode WHERE season >= 1 AND number IS NOT NULL
                GROUP BY seriesID ORDER BY episodes DESC, seriesID LIMIT ?
                """, (SHOWS,)).fetchall()
            if len(series) < SHOWS:
                raise SystemExit(f"the catalog has {len(series):,} series with episodes, fewer than {SHOWS:,}: give a larger --titles")
            episodes = []
            for series_id, _ in series:
                show = database.execute("SELECT title, startYear FROM series WHERE id = ?", (series_id,)).fetchone()
                rows = database.execute(
                    "SELECT id, season, number FROM episode WHERE seriesID = ? AND season >= 1 AND number IS NOT NULL ORDER BY season, number LIMIT ?",
                    (series_id, EPISODES_A_SHOW),
                ).fetchall()
                episodes += [(series_id, show[0], show[1], episode, season, number) for episode, season, number in rows]
        chosen = rng.sample(films, WATCHLIST_FILMS + WATCHED_FILMS)
        to_watch, watched = chosen[:WATCHLIST_FILMS], chosen[WATCHLIST_FILMS:]
        film_plays = watched + [rng.choice(watched) for _ in range(FILM_VIEWINGS - WATCHED_FILMS)]
        ratings = [(film, rng.randint(1, 10)) for film in rng.sample(watched, RATED_FILMS)]
        episode_plays = episodes + [rng.choice(episodes) for _ in range(max(0, EPISODE_VIEWINGS - len(episodes)))]
        return Library(to_watch, film_plays, ratings, episode_plays[:EPISODE_VIEWINGS], SHOWS)

    def describe(self):
        return (f"{len(self.to_watch):,} films on the watchlist, {len(self.film_plays):,} film viewings of {len(set(self.film_plays)):,} films "
                f"({len(self.ratings):,} rated), {len(self.episode_plays):,} episode viewings of {len(set(play[3] for play in self.episode_plays)):,} "
                f"episodes of {self.shows:,} shows")


def movie(film):
    identifier, title, year = film
    return {"title": title, "year": year, "ids": {"trakt": identifier, "slug": f"film-{identifier}", "imdb": f"tt{identifier:07d}", "tmdb": None}}


def stamp(rng):
    return (START + datetime.timedelta(minutes=rng.randrange(0, 7_000_000))).strftime("%Y-%m-%dT%H:%M:%S.000Z")


def write_trakt_export(library, folder, seed=68):
    """The library as Trakt's export files in `folder`; returns `folder`."""
    rng = random.Random(seed)
    os.makedirs(folder)
    history = [
        {"id": 8_000_000_000 + index, "watched_at": stamp(rng), "action": "watch", "type": "movie", "movie": movie(film)}
        for index, film in enumerate(library.film_plays)
    ]
    for index, (show, title, year, episode, season, number) in enumerate(library.episode_plays):
        history.append({
            "id": 9_000_000_000 + index, "watched_at": stamp(rng), "action": rng.choice(["watch", "scrobble"]), "type": "episode",
            "episode": {"season": season, "number": number, "title": f"Episode {number}",
                        "ids": {"trakt": 100_000 + index, "tvdb": None, "imdb": f"tt{episode:07d}" if index % 5 < 3 else None, "tmdb": None}},
            "show": {"title": title, "year": year, "ids": {"trakt": show, "slug": f"show-{show}", "imdb": f"tt{show:07d}", "tmdb": None}},
        })
    watchlist = [
        {"rank": index + 1, "id": 7_000_000_000 + index, "listed_at": stamp(rng), "notes": None, "type": "movie", "movie": movie(film)}
        for index, film in enumerate(library.to_watch)
    ]
    ratings = [{"rated_at": stamp(rng), "rating": rating, "type": "movie", "movie": movie(film)} for film, rating in library.ratings]
    # The history in files of HISTORY_FILE_ENTRIES plays (watched-history-1.json, …), each under
    # the 64 MiB that `watchlist import` reads of one file: 220,000 plays are 75 MiB in one.
    pages = [history[start:start + HISTORY_FILE_ENTRIES] for start in range(0, len(history), HISTORY_FILE_ENTRIES)]
    files = [(f"watched-history-{index + 1}.json", page) for index, page in enumerate(pages)]
    for name, entries in files + [("lists-watchlist.json", watchlist), ("ratings-movies.json", ratings)]:
        with open(os.path.join(folder, name), "w", encoding="utf-8") as file:
            json.dump(entries, file)
    return folder
