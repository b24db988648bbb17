import Foundation
import PostgresNIO
import PostgresStorage
import SeriesInterface
import SeriesPorts
import WatchlistInterface

extension PostgresSeriesRepository: EpisodePlaybackStore {
    /// The function that records a playback's episodes: the rules run in the database, in one
    /// statement, so that a playback costs one round trip and one commit, as a film's does
    /// (`watchlist_record_playback`). Recorded statement by statement, a playback took six
    /// round trips, and episodes came in at 0.66 of the films' rate.
    ///
    /// It holds the profile's series lock shared (a change to the profile's series, which
    /// takes it alone, waits) and each episode's alone, in order: two deliveries of one
    /// playback come one after the other, and playbacks of other episodes go side by side.
    static let playbackFunctionMigration = PostgresMigration("series.v4.record-playback", [
        """
        CREATE FUNCTION series_record_playback(
            p_lock text, p_profile uuid, p_series text, p_title text, p_start_year integer, p_end_year integer, p_kind text,
            p_episodes jsonb, p_played_at timestamptz, p_day date, p_rating integer, p_event text, p_followed_at timestamptz,
            p_window interval)
        RETURNS TABLE (outcome text, rated_by_hand boolean)
        LANGUAGE plpgsql AS $$
        DECLARE
            v_episode jsonb;
            v_key text;
            v_viewing bigint;
            v_rated_by_hand boolean := false;
        BEGIN
            PERFORM pg_advisory_xact_lock_shared(hashtextextended(p_lock, 0));
            FOR v_key IN SELECT DISTINCT e ->> 'key' FROM jsonb_array_elements(p_episodes) AS e ORDER BY 1 LOOP
                PERFORM pg_advisory_xact_lock(hashtextextended(p_lock || ' ' || v_key, 0));
            END LOOP;
            IF p_event IS NOT NULL AND EXISTS (SELECT 1 FROM series_playback p WHERE p.profile_id = p_profile AND p.event_id = p_event) THEN
                RETURN QUERY SELECT 'same event'::text, false;
                RETURN;
            END IF;
            -- One episode at a time, each a lookup on the index's whole key: joined with the
            -- episodes' list (whose length the planner cannot know), the check cost PostgreSQL
            -- 0.5 ms more an event (measured; docs/performance.md).
            FOR v_episode IN SELECT e FROM jsonb_array_elements(p_episodes) AS e LOOP
                IF EXISTS (SELECT 1 FROM series_playback p WHERE p.profile_id = p_profile AND p.episode_key = v_episode ->> 'key'
                           AND p.played_at > p_played_at - p_window AND p.played_at < p_played_at + p_window) THEN
                    RETURN QUERY SELECT 'same episode'::text, false;
                    RETURN;
                END IF;
                IF p_rating IS NOT NULL AND NOT v_rated_by_hand THEN
                    v_rated_by_hand := EXISTS (
                        SELECT 1 FROM series_viewing v
                        WHERE v.profile_id = p_profile AND v.series_id = p_series AND v.rating IS NOT NULL
                        AND (v.episode_id = v_episode ->> 'id'
                             OR (v.season = (v_episode ->> 'season')::integer AND v.episode = (v_episode ->> 'episode')::integer))
                        AND NOT EXISTS (SELECT 1 FROM series_playback p WHERE p.viewing_number = v.number));
                END IF;
            END LOOP;
            FOR v_episode IN SELECT e FROM jsonb_array_elements(p_episodes) WITH ORDINALITY AS a(e, position) ORDER BY position LOOP
                INSERT INTO series_viewing (profile_id, series_id, series_title, season, episode, episode_id, episode_title, runtime_minutes, watched_on, rating)
                VALUES (p_profile, p_series, p_title, (v_episode ->> 'season')::integer, (v_episode ->> 'episode')::integer, v_episode ->> 'id',
                        v_episode ->> 'title', (v_episode ->> 'runtime')::integer, p_day, CASE WHEN v_rated_by_hand THEN NULL ELSE p_rating END)
                RETURNING number INTO v_viewing;
                INSERT INTO series_playback (profile_id, series_id, episode_key, played_at, event_id, viewing_number)
                VALUES (p_profile, p_series, v_episode ->> 'key', p_played_at, p_event, v_viewing);
            END LOOP;
            INSERT INTO series_follow (profile_id, series_id, title, start_year, end_year, kind, followed_at)
            VALUES (p_profile, p_series, p_title, p_start_year, p_end_year, p_kind, p_followed_at)
            ON CONFLICT (profile_id, series_id) DO NOTHING;
            RETURN QUERY SELECT 'recorded'::text, v_rated_by_hand;
        END
        $$
        """,
    ])

    public func recordPlayback(_ playback: EpisodePlaybackRecord, for profile: UUID) async throws -> EpisodePlaybackWrite {
        let viewings = playback.episodes.map { EpisodeViewing(of: $0, in: playback.series, on: playback.day, rating: playback.rating) }
        let episodes = zip(playback.episodes, viewings).map { episode, viewing in
            RecordEpisodePlaybackStatement.Episode(
                key: EpisodePlaybackRecord.key(of: episode), id: viewing.episodeID?.description, season: viewing.season, episode: viewing.episode,
                title: viewing.episodeTitle, runtime: viewing.runtimeMinutes
            )
        }
        let series = playback.series
        let statement = RecordEpisodePlaybackStatement(
            lock: "series:\(profile)", profile: profile, series: series.id.description, title: viewings.first?.seriesTitle ?? series.title,
            startYear: series.startYear, endYear: series.endYear, kind: series.kind.rawValue,
            episodes: String(decoding: try JSONEncoder().encode(episodes), as: UTF8.self), playedAt: playback.playedAt, day: playback.day.description,
            rating: playback.rating, eventID: playback.eventID, followedAt: playback.followedAt, window: "\(Int(PlaybackWindow.duration)) seconds"
        )
        for try await (outcome, ratedByHand) in try await database.client.execute(statement, logger: database.logger) {
            switch outcome {
            case "same event": return .duplicate(.sameEvent)
            case "same episode": return .duplicate(.sameEpisodeNearby)
            default:
                guard ratedByHand else { return .recorded(viewings, droppedRating: nil) }
                let unrated = playback.episodes.map { EpisodeViewing(of: $0, in: series, on: playback.day, rating: nil) }
                return .recorded(unrated, droppedRating: playback.rating)
            }
        }
        throw EpisodePlaybackStoreError.noAnswer
    }
}

/// A playback, recorded by `series_record_playback` (``PostgresSeriesRepository/playbackFunctionMigration``),
/// prepared once a connection.
struct RecordEpisodePlaybackStatement: PostgresPreparedStatement {
    /// One episode of the playback, as the function reads it from `p_episodes`.
    struct Episode: Encodable {
        let key: String
        let id: String?
        let season: Int?
        let episode: Int?
        let title: String
        let runtime: Int?
    }

    static let sql = """
        SELECT outcome, rated_by_hand FROM series_record_playback(
            $1, $2, $3, $4, $5::integer, $6::integer, $7, $8::jsonb, $9, $10::date, $11::integer, $12, $13, $14::interval)
        """
    static let bindingDataTypes: [PostgresDataType] = [
        .text, .uuid, .text, .text, .int8, .int8, .text, .text, .timestamptz, .text, .int8, .text, .timestamptz, .text,
    ]

    let lock: String
    let profile: UUID
    let series: String
    let title: String
    let startYear: Int?
    let endYear: Int?
    let kind: String
    let episodes: String
    let playedAt: Date
    let day: String
    let rating: Int?
    let eventID: String?
    let followedAt: Date
    let window: String

    func makeBindings() throws -> PostgresBindings {
        var bindings = PostgresBindings(capacity: 14)
        bindings.append(lock)
        bindings.append(profile)
        bindings.append(series)
        bindings.append(title)
        bindings.append(startYear)
        bindings.append(endYear)
        bindings.append(kind)
        bindings.append(episodes)
        bindings.append(playedAt)
        bindings.append(day)
        bindings.append(rating)
        bindings.append(eventID)
        bindings.append(followedAt)
        bindings.append(window)
        return bindings
    }

    func decodeRow(_ row: PostgresRow) throws -> (String, Bool) {
        try row.decode((String, Bool).self)
    }
}

/// The database answered a playback with no row: never expected of the function above.
enum EpisodePlaybackStoreError: Error, CustomStringConvertible {
    case noAnswer

    var description: String { "PostgreSQL recorded the episodes' playback but gave no answer; see the server's log" }
}
