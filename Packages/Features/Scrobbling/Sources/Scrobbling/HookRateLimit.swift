import RateLimit

/// How many events each hook may receive, by its number: a media server sends a few events a
/// playback, and a hook past its limit is answered 429 (the RateLimit kit's bucket, 120 a
/// minute and 60 at once by default).
public typealias HookRateLimit = RateLimit<Int>
