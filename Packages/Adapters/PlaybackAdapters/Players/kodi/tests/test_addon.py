"""The Kodi add-on against a real watchlist-server, under Python with stand-ins for Kodi's
modules (xbmc, xbmcaddon, beside this file): WATCHLIST_URL is the server, WATCHLIST_TOKEN an
app's token with the scrobble scope, WATCHLIST_LOGIN a log-in token of the same profile, to
read what the add-on did. The root's PlaybackEndToEndTests start the server and run this."""
import json
import os
import subprocess
import sys
import tempfile
import unittest
import urllib.request
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(1, os.path.join(os.path.dirname(HERE), "service.watchlist"))

import xbmc  # noqa: E402  (the stand-in)
import xbmcaddon  # noqa: E402
from resources.lib import watchlist  # noqa: E402

URL, TOKEN, LOGIN = (os.environ.get(name) for name in ("WATCHLIST_URL", "WATCHLIST_TOKEN", "WATCHLIST_LOGIN"))
HEAT = {"type": "movie", "title": "Heat", "year": 1995, "uniqueid": {"imdb": "tt0113277", "tmdb": 949}, "file": "/films/Heat.mkv"}
EPISODE = {
    "type": "episode", "title": "Part 2", "showtitle": "Fargo", "season": 6, "episode": 2, "tvshowid": 7,
    "uniqueid": {"tvdb": 10385573}, "file": "/series/Fargo.S06E02.mkv",
}


def read(path):
    request = urllib.request.Request(URL + path, headers={"Authorization": "Bearer " + LOGIN})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.loads(answer.read().decode("utf-8"))


def playing(item):
    xbmc.jsonrpc.clear()
    xbmc.jsonrpc["Player.GetActivePlayers"] = [{"playerid": 1, "type": "video"}]
    xbmc.jsonrpc["Player.GetItem"] = {"item": item}
    xbmc.jsonrpc["VideoLibrary.GetTVShowDetails"] = {"tvshowdetails": {"uniqueid": {"imdb": "tt2802850", "tvdb": 269613}, "year": 2014}}


@unittest.skipUnless(URL and TOKEN and LOGIN, "needs WATCHLIST_URL, WATCHLIST_TOKEN and WATCHLIST_LOGIN: run by PlaybackEndToEndTests")
class AgainstTheServer(unittest.TestCase):
    def player(self, name):
        scrobbler = watchlist.Scrobbler(watchlist.Server(URL, TOKEN), watchlist.KodiLibrary(xbmc.executeJSONRPC), name, xbmc.log)
        return watchlist.WatchlistPlayer(scrobbler)

    def test_a_film_played_to_the_end_is_recorded_once_with_the_ids_kodi_holds(self):
        playing(HEAT)
        player = self.player("Kodi test")
        xbmc.Player.playing, xbmc.Player.time, xbmc.Player.total = True, 0.0, 6000.0
        player.onAVStarted()
        player.onPlayBackSeek(3000000, 3000000)
        xbmc.Player.time = 3000.0
        player.onPlayBackPaused()
        player.onPlayBackResumed()
        xbmc.Player.time = 4000.0
        player.tick()
        in_progress = [entry for entry in read("/v1/progress") if entry["player"] == "Kodi test"]
        self.assertEqual([(entry["item"]["ids"], entry["position"]) for entry in in_progress], [({"imdb": "tt0113277", "tmdb": "949"}, 4000)])
        xbmc.Player.playing = False
        player.onPlayBackEnded()
        self.assertIn((xbmc.LOGINFO, "Watchlist: recorded Heat (1995) on " + read("/v1/history")[0]["watched"]), xbmc.logged)
        self.assertEqual([entry["title"] for entry in read("/v1/history")], ["Heat"])
        self.assertFalse([entry for entry in read("/v1/progress") if entry["player"] == "Kodi test"])

    def test_an_episode_stopped_early_stays_in_progress_with_its_shows_ids(self):
        playing(EPISODE)
        player = self.player("Kodi bedroom")
        xbmc.Player.playing, xbmc.Player.time, xbmc.Player.total = True, 0.0, 3000.0
        player.onAVStarted()
        xbmc.Player.time = 900.0
        player.tick()
        xbmc.Player.playing = False
        player.onPlayBackStopped()
        entry = next(entry for entry in read("/v1/progress") if entry["player"] == "Kodi bedroom")
        self.assertEqual(entry["item"], {
            "kind": "episode", "title": "Fargo", "year": 2014, "ids": {"imdb": "tt2802850", "tvdb": "269613"}, "season": 6, "episode": 2,
            "episodeIds": {"tvdb": "10385573"},
        })
        self.assertEqual((entry["position"], entry["percent"], entry["state"]), (900, 30, "stopped"))

    def test_a_film_another_player_left_is_announced_where_it_stopped(self):
        left = {"event": "stop", "player": "mpv in the den", "item": {"kind": "film", "title": "Alien", "year": 1979}, "position": 3061, "duration": 7020}
        watchlist.Server(URL, TOKEN).report(left)
        playing({"type": "movie", "title": "Alien", "year": 1979, "uniqueid": {}, "file": "/films/Alien.mkv"})
        player = self.player("Kodi den")
        xbmc.Player.playing, xbmc.Player.time, xbmc.Player.total = True, 0.0, 7020.0
        xbmc.builtins.clear()
        player.onAVStarted()
        self.assertEqual(xbmc.builtins, ["Notification(Watchlist,another player stopped at 51:01,5000)"])
        xbmc.builtins.clear()
        player.onAVStarted()
        self.assertEqual(xbmc.builtins, ["Notification(Watchlist,another player stopped at 51:01,5000)"], "each start says it again")
        xbmc.Player.time = 3100.0
        xbmc.builtins.clear()
        player.onAVStarted()
        self.assertEqual(xbmc.builtins, [], "nothing to say past where the other stopped")
        xbmc.Player.playing = False

    def test_a_wrong_token_is_logged_and_nothing_is_kept(self):
        playing(HEAT)
        scrobbler = watchlist.Scrobbler(watchlist.Server(URL, "wlapp_wrong"), watchlist.KodiLibrary(xbmc.executeJSONRPC), "Kodi wrong", xbmc.log)
        self.assertIsNone(scrobbler.started(0.0, 6000.0))
        self.assertTrue(any(level == xbmc.LOGWARNING and "401" in message for level, message in xbmc.logged))
        self.assertFalse([entry for entry in read("/v1/progress") if entry["player"] == "Kodi wrong"])


class OnItsOwn(unittest.TestCase):
    def test_what_is_not_a_film_or_an_episode_is_not_reported(self):
        playing({"type": "song", "title": "A song"})
        self.assertIsNone(watchlist.KodiLibrary(xbmc.executeJSONRPC).playing())
        xbmc.jsonrpc["Player.GetActivePlayers"] = [{"playerid": 0, "type": "audio"}]
        self.assertIsNone(watchlist.KodiLibrary(xbmc.executeJSONRPC).playing())

    def test_an_unreachable_server_is_logged_not_raised(self):
        playing(HEAT)
        scrobbler = watchlist.Scrobbler(watchlist.Server("http://127.0.0.1:9", "wlapp_x", timeout=2), watchlist.KodiLibrary(xbmc.executeJSONRPC), "Kodi", xbmc.log)
        self.assertIsNone(scrobbler.started(0.0, 100.0))
        self.assertTrue(any("cannot reach" in message for _, message in xbmc.logged))

    def test_without_settings_it_says_what_to_set(self):
        with self.assertRaisesRegex(watchlist.ServerError, "settings"):
            watchlist.Server("", "").report({})

    def test_the_service_runs_until_kodi_stops(self):
        xbmcaddon.settings.update({"url": "http://127.0.0.1:9", "token": "wlapp_x"})
        import service
        service.main()
        self.assertGreaterEqual(xbmc.Monitor.waits, 1)

    def test_the_zip_holds_the_addon_as_kodi_installs_it(self):
        with tempfile.TemporaryDirectory() as directory:
            made = subprocess.run([sys.executable, os.path.join(os.path.dirname(HERE), "make-zip"), directory], check=True, capture_output=True, text=True)
            path = made.stdout.strip()
            self.assertEqual(os.path.basename(path), "service.watchlist-1.0.0.zip")
            with zipfile.ZipFile(path) as archive:
                names = archive.namelist()
                self.assertIn("service.watchlist/addon.xml", names)
                self.assertIn("service.watchlist/resources/lib/watchlist.py", names)
                self.assertFalse([name for name in names if "__pycache__" in name or "tests" in name])
                self.assertIn(b'point="xbmc.service"', archive.read("service.watchlist/addon.xml"))


if __name__ == "__main__":
    unittest.main()
