"""What the Watchlist add-on does, apart from Kodi's entry point: finds what Kodi plays in its
library (JSON-RPC's Player.GetItem, with the ids Kodi holds: uniqueid's imdb, tmdb and tvdb),
and reports its start, pauses, seeks and stop to a watchlist-server's playback API
(docs/players.md), with an app's token in the Authorization header, never in a URL."""
import json
import urllib.error
import urllib.request

import xbmc

ITEM_PROPERTIES = ["title", "year", "uniqueid", "showtitle", "season", "episode", "tvshowid", "file"]


class Server:
    """The playback API of one watchlist-server."""

    def __init__(self, url, token, timeout=10):
        self.url = (url or "").rstrip("/")
        self.token = (token or "").strip()
        self.timeout = timeout

    def report(self, event):
        """Posts `event`; the server's answer, or None when it cannot be had (logged by the caller)."""
        if not self.url or not self.token:
            raise ServerError("set the server's address and an app's token in the add-on's settings")
        request = urllib.request.Request(
            self.url + "/v1/playback",
            data=json.dumps(event).encode("utf-8"),
            headers={"Authorization": "Bearer " + self.token, "Content-Type": "application/json"},
            method="POST",
        )
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as answer:
                return json.loads(answer.read().decode("utf-8"))
        except urllib.error.HTTPError as error:
            body = error.read().decode("utf-8", "replace")
            raise ServerError("the server answered %d: %s" % (error.code, body)) from None
        except (urllib.error.URLError, OSError, ValueError) as error:
            raise ServerError("cannot reach %s: %s" % (self.url, error)) from None


class ServerError(Exception):
    """Why an event was not taken."""


class KodiLibrary:
    """What Kodi's library knows of the item playing, through JSON-RPC."""

    def __init__(self, execute):
        self.execute = execute

    def call(self, method, params):
        answer = json.loads(self.execute(json.dumps({"jsonrpc": "2.0", "id": 1, "method": method, "params": params})))
        return answer.get("result") or {}

    def playing(self):
        """The item playing as the playback API names it, or None for what is not a film or an episode."""
        players = self.call("Player.GetActivePlayers", {})
        video = next((player["playerid"] for player in players if player.get("type") == "video"), None) if isinstance(players, list) else None
        if video is None:
            return None
        item = self.call("Player.GetItem", {"playerid": video, "properties": ITEM_PROPERTIES}).get("item") or {}
        kind = item.get("type")
        if kind == "movie":
            return compact({"kind": "film", "title": item.get("title"), "year": positive(item.get("year")), "ids": ids(item.get("uniqueid"))})
        if kind == "episode":
            show = {}
            if positive(item.get("tvshowid")):
                show = self.call("VideoLibrary.GetTVShowDetails", {"tvshowid": item["tvshowid"], "properties": ["uniqueid", "year"]}).get("tvshowdetails") or {}
            return compact({
                "kind": "episode", "title": item.get("showtitle"), "year": positive(show.get("year")), "ids": ids(show.get("uniqueid")),
                "season": non_negative(item.get("season")), "episode": non_negative(item.get("episode")), "episodeIds": ids(item.get("uniqueid")),
            })
        return None


def ids(uniqueid):
    found = {kind: str(value) for kind, value in (uniqueid or {}).items() if kind in ("imdb", "tmdb", "tvdb") and value}
    return found or None


def positive(value):
    return value if isinstance(value, int) and value > 0 else None


def non_negative(value):
    return value if isinstance(value, int) and value >= 0 else None


def compact(document):
    return {key: value for key, value in document.items() if value not in (None, "")}


class Scrobbler:
    """The playback of the item playing: each event to the server, where the player is."""

    def __init__(self, server, library, player, log):
        self.server = server
        self.library = library
        self.player = player
        self.log = log
        self.item = None
        self.position = 0.0
        self.duration = None

    def send(self, event):
        if self.item is None:
            return None
        # The API takes whole seconds: the nearest.
        body = {"event": event, "player": self.player, "item": self.item, "position": max(0, int(round(self.position)))}
        if self.duration and round(self.duration) >= 1:
            body["duration"] = int(round(self.duration))
        try:
            answer = self.server.report(body)
        except ServerError as error:
            self.log("Watchlist: %s was not taken: %s" % (event, error), xbmc.LOGWARNING)
            return None
        if answer.get("recorded"):
            self.log("Watchlist: " + answer["recorded"], xbmc.LOGINFO)
        return answer

    def started(self, position, duration):
        self.item = self.library.playing()
        self.position, self.duration = position, duration if duration and duration > 0 else None
        return self.send("start")

    def moved(self, position, event="progress"):
        self.position = position
        return self.send(event)

    def stopped(self, ended):
        if ended and self.duration:
            self.position = self.duration
        answer = self.send("stop")
        self.item = None
        return answer


class WatchlistPlayer(xbmc.Player):
    """Kodi's player callbacks, each a playback event."""

    def __init__(self, scrobbler):
        super().__init__()
        self.scrobbler = scrobbler

    def now(self):
        try:
            return self.getTime(), self.getTotalTime()
        except RuntimeError:  # Kodi's answer when nothing plays
            return self.scrobbler.position, self.scrobbler.duration

    def onAVStarted(self):
        position, duration = self.now()
        answer = self.scrobbler.started(position, duration)
        resume = (answer or {}).get("resumeAt")
        # Another player left this item further on: say where, as the mpv script does; seeking
        # there stays the person's choice.
        if isinstance(resume, (int, float)) and resume > position + 5:
            stopped = int(resume)
            xbmc.executebuiltin("Notification(Watchlist,another player stopped at %d:%02d,5000)" % (stopped // 60, stopped % 60))

    def onPlayBackPaused(self):
        self.scrobbler.moved(self.now()[0], "pause")

    def onPlayBackResumed(self):
        self.scrobbler.moved(self.now()[0])

    def onPlayBackSeek(self, time, seekOffset):
        self.scrobbler.moved(time / 1000.0)

    def onPlayBackStopped(self):
        self.scrobbler.stopped(ended=False)

    def onPlayBackEnded(self):
        self.scrobbler.stopped(ended=True)

    def tick(self):
        """Every half minute while playing: where it is."""
        if self.scrobbler.item is not None and self.isPlayingVideo():
            self.scrobbler.moved(self.now()[0])
