"""The series part of scripts/cli-benchmark: a catalog with series, followed shows and episode
viewings inserted with sqlite3, and the queries sqlite3 runs for `next --json` and for the
series of `list --json`."""
import os
import random
import subprocess
import sys

from benchmark_support import generated_dataset, step

# A dataset in IMDb's mix: about 300,000 episodes in 9,000 series, enough for 200 series of
# 40 episodes or more.
DATASET_TITLES = 400_000
DATASET_FILES = ["title.basics", "title.episode", "title.ratings"]


def sqlite(database, sql, *flags):
    return subprocess.run(["sqlite3", *flags, database], input=sql, check=True, capture_output=True, text=True).stdout


def quote(value):
    if value is None:
        return "NULL"
    if isinstance(value, int):
        return str(value)
    return "'" + str(value).replace("'", "''") + "'"


def title_id(number):
    return f"imdb:tt{number:07d}"


def build_catalog(binary, catalog, environment):
    """Builds the series catalog from the generated dataset with the binary."""
    dataset = generated_dataset(DATASET_TITLES, mix="imdb", only=DATASET_FILES)
    step(f"building a catalog with series from a {DATASET_TITLES:,}-title dataset")
    files = [os.path.join(dataset, f"{name}.tsv.gz") for name in DATASET_FILES]
    subprocess.run([binary, "catalog", "build", *files, "--quiet"], env=dict(environment, WATCHLIST_CATALOG=catalog), check=True, stdout=subprocess.DEVNULL)


def fill(database, catalog, profile_id, shows, viewings):
    """Follows `shows` series of the catalog (those with the most regular episodes after the
    longest) and records `viewings` episode viewings among them, each show watched from its
    first regular episode on, never to its end, so every show has an Up Next."""
    step(f"following {shows} series and inserting {viewings:,} episode viewings with sqlite3")
    rows = sqlite(catalog, f"""
        SELECT series.id, series.title, ifnull(series.startYear, ''), ifnull(series.endYear, ''), series.kind FROM series
        JOIN (SELECT seriesID, count(*) AS regular FROM episode WHERE season >= 1 AND number IS NOT NULL GROUP BY seriesID) AS counted
        ON counted.seriesID = series.id
        ORDER BY counted.regular DESC, series.id LIMIT {shows} OFFSET 1;
        """, "-separator", "\t").splitlines()
    followed = [line.split("\t") for line in rows]
    if len(followed) < shows:
        sys.exit(f"cli-benchmark: the catalog has {len(followed)} series with episodes, fewer than {shows}")
    rng = random.Random(21)
    per_show = [viewings // shows] * shows
    for index in range(viewings - sum(per_show)):
        per_show[index] += 1
    statements = ["BEGIN;"]
    recorded = 0
    for (number, title, start, end, kind), count in zip(followed, per_show):
        statements.append(
            "INSERT INTO series_follow (profile_id, series_id, title, start_year, end_year, kind, followed_at) VALUES "
            f"({quote(profile_id)}, {quote(title_id(int(number)))}, {quote(title)}, {start or 'NULL'}, {end or 'NULL'}, {quote(kind)}, 1735689600);"
        )
        episodes = sqlite(catalog, f"""
            SELECT id, season, number, title, ifnull(runtimeMinutes, '') FROM episode
            WHERE seriesID = {int(number)} AND season >= 1 AND number IS NOT NULL ORDER BY season, number;
            """, "-separator", "\t").splitlines()
        watched = episodes[:max(1, len(episodes) - 1)]
        for index in range(count):  # past the last but one episode, rewatches from the start
            episode_id, season, episode, episode_title, runtime = watched[index % len(watched)].split("\t")
            day = f"2025-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
            statements.append(
                "INSERT INTO series_viewing (profile_id, series_id, series_title, season, episode, episode_id, episode_title, runtime_minutes, watched_on, rating) VALUES "
                f"({quote(profile_id)}, {quote(title_id(int(number)))}, {quote(title)}, {season}, {episode}, {quote(title_id(int(episode_id)))}, "
                f"{quote(episode_title)}, {runtime or 'NULL'}, {quote(day)}, NULL);"
            )
            recorded += 1
    statements.append("COMMIT;")
    sqlite(database, "\n".join(statements))
    stored = sqlite(database, f"SELECT count(*) FROM series_viewing WHERE profile_id = {quote(profile_id)};").strip()
    if stored != str(viewings) or recorded != viewings:
        sys.exit(f"cli-benchmark: expected {viewings} episode viewings, found {stored}")


def progress_scope(catalog, profile_id):
    """The followed series and where each stands: its regular episodes watched (season 1 on,
    numbered, in the attached catalog, by season and number as the viewings carry both), the
    furthest of them, and by index seeks on the catalog's episodes: how many regular episodes
    it has, how many come after the furthest, and the first of those."""
    profile = quote(profile_id)
    return f"""
ATTACH {quote(catalog)} AS catalog;
WITH followed AS (
    SELECT position, series_id, title, start_year, end_year, CAST(substr(series_id, 8) AS INTEGER) AS number
    FROM series_follow WHERE profile_id = {profile}),
seen AS (
    SELECT DISTINCT followed.number, viewing.season, viewing.episode
    FROM followed JOIN series_viewing AS viewing ON viewing.profile_id = {profile} AND viewing.series_id = followed.series_id
    WHERE viewing.season >= 1 AND viewing.episode IS NOT NULL
    AND EXISTS (SELECT 1 FROM catalog.episode WHERE seriesID = followed.number AND season = viewing.season AND number = viewing.episode)),
furthest AS (
    SELECT number, count(*) AS watched, max(season * 100000 + episode) AS mark FROM seen GROUP BY number),
upcoming AS (
    SELECT followed.*, coalesce(furthest.watched, 0) AS watched,
        (SELECT count(*) FROM catalog.episode WHERE seriesID = followed.number AND season >= 1 AND number IS NOT NULL) AS episodes,
        (SELECT count(*) FROM catalog.episode WHERE seriesID = followed.number AND number IS NOT NULL
            AND (season, number) > (max(1, coalesce(furthest.mark / 100000, 1)), coalesce(furthest.mark % 100000, 0))) AS left,
        (SELECT id FROM catalog.episode WHERE seriesID = followed.number AND number IS NOT NULL
            AND (season, number) > (max(1, coalesce(furthest.mark / 100000, 1)), coalesce(furthest.mark % 100000, 0))
            ORDER BY season, number LIMIT 1) AS next
    FROM followed LEFT JOIN furthest ON furthest.number = followed.number)
"""


def next_query(catalog, profile_id):
    """What `next --json` prints, as sqlite3 computes it: for each followed show not finished,
    the regular episode after the furthest one watched, and how many are left."""
    return progress_scope(catalog, profile_id) + """
SELECT upcoming.series_id AS id, upcoming.title, episode.season, episode.number AS episode, episode.title AS episodeTitle,
    'imdb:tt' || printf('%07d', episode.id) AS episodeID, upcoming.left AS episodesLeft
FROM upcoming JOIN catalog.episode ON episode.id = upcoming.next
ORDER BY upcoming.position;
"""


def list_query(catalog, profile_id):
    """The series `list --json` prints after the films: each followed show's progress."""
    return progress_scope(catalog, profile_id) + """
SELECT 'series' AS kind, upcoming.series_id AS id, upcoming.title, upcoming.start_year AS startYear, upcoming.end_year AS endYear,
    upcoming.watched AS watchedEpisodes, upcoming.episodes, 'S' || episode.season || 'E' || episode.number AS next
FROM upcoming LEFT JOIN catalog.episode ON episode.id = upcoming.next ORDER BY upcoming.position;
"""
