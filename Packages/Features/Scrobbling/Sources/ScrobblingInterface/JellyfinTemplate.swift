/// The template to paste into Jellyfin's webhook plugin (generic destination): the fields
/// ``JellyfinEvent`` reads for films and episodes, under the plugin's own names; the plugin
/// leaves a variable an item lacks (a film's `SeasonNumber`) empty. Text values are quoted, for the
/// plugin prints booleans as `True` and `False`; titles and names take three braces, which
/// leave them unescaped for HTML (the plugin escapes their quotes for JSON itself).
/// docs/scrobbling.md and the test fixtures show the same text, and a test keeps them equal.
public enum JellyfinTemplate {
    /// The Handlebars template.
    public static let text = """
        {
          "NotificationType": "{{NotificationType}}",
          "ServerId": "{{ServerId}}",
          "ItemId": "{{ItemId}}",
          "ItemType": "{{ItemType}}",
          "Name": "{{{Name}}}",
          "Year": "{{Year}}",
          "SeriesName": "{{{SeriesName}}}",
          "SeriesPremiereDate": "{{SeriesPremiereDate}}",
          "SeasonNumber": "{{SeasonNumber}}",
          "EpisodeNumber": "{{EpisodeNumber}}",
          "EpisodeNumberEnd": "{{EpisodeNumberEnd}}",
          "Provider_imdb": "{{Provider_imdb}}",
          "Provider_tmdb": "{{Provider_tmdb}}",
          "Provider_tvdb": "{{Provider_tvdb}}",
          "RunTimeTicks": "{{RunTimeTicks}}",
          "PlaybackPositionTicks": "{{PlaybackPositionTicks}}",
          "IsPaused": "{{IsPaused}}",
          "PlayedToCompletion": "{{PlayedToCompletion}}",
          "Played": "{{Played}}",
          "SaveReason": "{{SaveReason}}",
          "NotificationUsername": "{{{NotificationUsername}}}",
          "UserId": "{{UserId}}",
          "Id": "{{Id}}",
          "UtcTimestamp": "{{UtcTimestamp}}"
        }
        """
}
