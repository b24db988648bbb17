import AuthInterface
import Foundation
import MoviesInterface
import PostgresNIO
import PostgresStorage
import WatchlistInterface
import WatchlistPorts

extension PostgresWatchlistRepository: PlaybackStore {
    /// The `playback` table, as SQLite's, and the function that records one: the rules run in
    /// the database, in one statement, so that a playback costs one round trip and one commit.
    /// Playbacks of one list run side by side (a lock shared on the list, exclusive on the
    /// film), which lets PostgreSQL commit many at once; the list's other writes take the
    /// list's lock alone.
    static let playbackMigration = PostgresMigration("watchlist.v4.playbacks", [
        """
        CREATE TABLE playback (
            id bigserial PRIMARY KEY, profile_id uuid NOT NULL, movie_id text NOT NULL, played_at timestamptz NOT NULL,
            event_id text, viewing_id bigint)
        """,
        "CREATE INDEX playback_by_film ON playback (profile_id, movie_id, played_at)",
        "CREATE UNIQUE INDEX playback_by_event ON playback (profile_id, event_id) WHERE event_id IS NOT NULL",
        "CREATE INDEX playback_by_viewing ON playback (viewing_id)",
        """
        CREATE FUNCTION watchlist_record_playback(
            p_lock text, p_profile uuid, p_movie text, p_title text, p_year integer, p_played_at timestamptz, p_day date,
            p_rating integer, p_event text, p_added_at timestamptz, p_window interval, p_listing boolean)
        RETURNS TABLE (outcome text, listed_title text, listed_year integer, kept_rating integer)
        LANGUAGE plpgsql AS $$
        DECLARE
            v_playback bigint;
            v_viewing bigint;
            v_rated_by_hand boolean;
        BEGIN
            -- Shared on the list, so that playbacks of different films go side by side while a
            -- change to the list (which takes it alone) waits; alone on the film, so that two
            -- deliveries of one playback come one after the other.
            PERFORM pg_advisory_xact_lock_shared(hashtextextended(p_lock, 0));
            PERFORM pg_advisory_xact_lock(hashtextextended(p_lock || ' ' || p_movie, 0));
            IF p_event IS NOT NULL AND EXISTS (SELECT 1 FROM playback p WHERE p.profile_id = p_profile AND p.event_id = p_event) THEN
                RETURN QUERY SELECT 'same event'::text, NULL::text, NULL::integer, NULL::integer;
                RETURN;
            END IF;
            IF EXISTS (SELECT 1 FROM playback p WHERE p.profile_id = p_profile AND p.movie_id = p_movie
                       AND p.played_at > p_played_at - p_window AND p.played_at < p_played_at + p_window) THEN
                RETURN QUERY SELECT 'same film'::text, NULL::text, NULL::integer, NULL::integer;
                RETURN;
            END IF;
            IF NOT p_listing AND NOT EXISTS (SELECT 1 FROM watchlist_entry e WHERE e.profile_id = p_profile AND e.movie_id = p_movie) THEN
                RETURN QUERY SELECT 'not listed'::text, NULL::text, NULL::integer, NULL::integer;
                RETURN;
            END IF;
            -- The unique index on the event's id settles a repeat sent for another film.
            INSERT INTO playback (profile_id, movie_id, played_at, event_id)
            VALUES (p_profile, p_movie, p_played_at, p_event) ON CONFLICT DO NOTHING RETURNING id INTO v_playback;
            IF v_playback IS NULL THEN
                RETURN QUERY SELECT 'same event'::text, NULL::text, NULL::integer, NULL::integer;
                RETURN;
            END IF;
            INSERT INTO watchlist_entry (profile_id, movie_id, title, year, added_at)
            VALUES (p_profile, p_movie, p_title, p_year, p_added_at) ON CONFLICT DO NOTHING;
            v_rated_by_hand := EXISTS (SELECT 1 FROM viewing v WHERE v.profile_id = p_profile AND v.movie_id = p_movie
                AND v.rating IS NOT NULL AND NOT EXISTS (SELECT 1 FROM playback p WHERE p.viewing_id = v.id));
            INSERT INTO viewing (profile_id, movie_id, watched_on, rating)
            VALUES (p_profile, p_movie, p_day, CASE WHEN v_rated_by_hand THEN NULL ELSE p_rating END)
            RETURNING id INTO v_viewing;
            UPDATE playback SET viewing_id = v_viewing WHERE id = v_playback;
            RETURN QUERY SELECT 'recorded'::text, e.title, e.year, CASE WHEN v_rated_by_hand THEN NULL ELSE p_rating END
                FROM watchlist_entry e WHERE e.profile_id = p_profile AND e.movie_id = p_movie;
        END
        $$
        """,
    ])

    /// A playback may join a viewing recorded another way (an import, or by hand) on its day:
    /// `joined_viewing_id` names it, so that one such viewing absorbs one playback. The
    /// function is the one above with that rule before the viewing is made.
    static let playbackJoinsMigration = PostgresMigration("watchlist.v6.playback-joins", [
        "ALTER TABLE playback ADD COLUMN joined_viewing_id bigint",
        "CREATE INDEX playback_by_joined_viewing ON playback (joined_viewing_id)",
        """
        CREATE OR REPLACE FUNCTION watchlist_record_playback(
            p_lock text, p_profile uuid, p_movie text, p_title text, p_year integer, p_played_at timestamptz, p_day date,
            p_rating integer, p_event text, p_added_at timestamptz, p_window interval, p_listing boolean)
        RETURNS TABLE (outcome text, listed_title text, listed_year integer, kept_rating integer)
        LANGUAGE plpgsql AS $$
        DECLARE
            v_playback bigint;
            v_viewing bigint;
            v_rated_by_hand boolean;
            v_joined bigint;
        BEGIN
            -- Shared on the list, so that playbacks of different films go side by side while a
            -- change to the list (which takes it alone) waits; alone on the film, so that two
            -- deliveries of one playback come one after the other.
            PERFORM pg_advisory_xact_lock_shared(hashtextextended(p_lock, 0));
            PERFORM pg_advisory_xact_lock(hashtextextended(p_lock || ' ' || p_movie, 0));
            IF p_event IS NOT NULL AND EXISTS (SELECT 1 FROM playback p WHERE p.profile_id = p_profile AND p.event_id = p_event) THEN
                RETURN QUERY SELECT 'same event'::text, NULL::text, NULL::integer, NULL::integer;
                RETURN;
            END IF;
            IF EXISTS (SELECT 1 FROM playback p WHERE p.profile_id = p_profile AND p.movie_id = p_movie
                       AND p.played_at > p_played_at - p_window AND p.played_at < p_played_at + p_window) THEN
                RETURN QUERY SELECT 'same film'::text, NULL::text, NULL::integer, NULL::integer;
                RETURN;
            END IF;
            IF NOT p_listing AND NOT EXISTS (SELECT 1 FROM watchlist_entry e WHERE e.profile_id = p_profile AND e.movie_id = p_movie) THEN
                RETURN QUERY SELECT 'not listed'::text, NULL::text, NULL::integer, NULL::integer;
                RETURN;
            END IF;
            -- A viewing that day recorded another way (an import, by hand), which no playback made
            -- or joined, is this play, arrived first another way: the playback joins it.
            SELECT v.id INTO v_joined FROM viewing v WHERE v.profile_id = p_profile AND v.movie_id = p_movie AND v.watched_on = p_day
                AND NOT EXISTS (SELECT 1 FROM playback p WHERE p.viewing_id = v.id OR p.joined_viewing_id = v.id)
                ORDER BY v.id LIMIT 1;
            -- The unique index on the event's id settles a repeat sent for another film.
            INSERT INTO playback (profile_id, movie_id, played_at, event_id, joined_viewing_id)
            VALUES (p_profile, p_movie, p_played_at, p_event, v_joined) ON CONFLICT DO NOTHING RETURNING id INTO v_playback;
            IF v_playback IS NULL THEN
                RETURN QUERY SELECT 'same event'::text, NULL::text, NULL::integer, NULL::integer;
                RETURN;
            END IF;
            IF v_joined IS NOT NULL THEN
                RETURN QUERY SELECT 'same day'::text, NULL::text, NULL::integer, NULL::integer;
                RETURN;
            END IF;
            INSERT INTO watchlist_entry (profile_id, movie_id, title, year, added_at)
            VALUES (p_profile, p_movie, p_title, p_year, p_added_at) ON CONFLICT DO NOTHING;
            v_rated_by_hand := EXISTS (SELECT 1 FROM viewing v WHERE v.profile_id = p_profile AND v.movie_id = p_movie
                AND v.rating IS NOT NULL AND NOT EXISTS (SELECT 1 FROM playback p WHERE p.viewing_id = v.id));
            INSERT INTO viewing (profile_id, movie_id, watched_on, rating)
            VALUES (p_profile, p_movie, p_day, CASE WHEN v_rated_by_hand THEN NULL ELSE p_rating END)
            RETURNING id INTO v_viewing;
            UPDATE playback SET viewing_id = v_viewing WHERE id = v_playback;
            RETURN QUERY SELECT 'recorded'::text, e.title, e.year, CASE WHEN v_rated_by_hand THEN NULL ELSE p_rating END
                FROM watchlist_entry e WHERE e.profile_id = p_profile AND e.movie_id = p_movie;
        END
        $$
        """,
    ])

    public func recordPlayback(_ playback: PlaybackRecord, listing: Bool, for profile: Profile.ID) async throws -> PlaybackWrite {
        let statement = RecordPlaybackStatement(
            lock: profile.uuidString, profile: profile, movie: playback.movie.id.description, title: playback.movie.title, year: playback.movie.year,
            playedAt: playback.playedAt, day: playback.day.description, rating: playback.rating, eventID: playback.eventID, addedAt: playback.addedAt,
            window: "\(Int(PlaybackWindow.duration)) seconds", listing: listing
        )
        for try await answer in try await database.client.execute(statement, logger: database.logger) {
            switch answer.outcome {
            case "same event": return .done(.duplicate(.sameEvent))
            case "same film": return .done(.duplicate(.sameMovieNearby))
            case "same day": return .done(.duplicate(.sameDayRecorded))
            case "not listed": return .notListed
            default:
                let viewing = Viewing(
                    movieID: playback.movie.id, title: answer.title ?? playback.movie.title, year: answer.year, watchedOn: playback.day, rating: answer.rating
                )
                return .done(.recorded(viewing, droppedRating: answer.rating == nil ? playback.rating : nil))
            }
        }
        throw PlaybackStoreError.noAnswer
    }
}

/// The database answered a playback with no row: never expected of the function above.
enum PlaybackStoreError: Error, CustomStringConvertible {
    case noAnswer

    var description: String { "PostgreSQL recorded the playback but gave no answer; see the server's log" }
}
