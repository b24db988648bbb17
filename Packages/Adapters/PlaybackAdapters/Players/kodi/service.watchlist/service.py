"""Kodi's entry point for the Watchlist service add-on: reports what Kodi plays until Kodi stops."""
import xbmc
import xbmcaddon

from resources.lib.watchlist import KodiLibrary, Scrobbler, Server, WatchlistPlayer


def main():
    addon = xbmcaddon.Addon()
    server = Server(addon.getSetting("url"), addon.getSetting("token"))
    scrobbler = Scrobbler(server, KodiLibrary(xbmc.executeJSONRPC), addon.getSetting("player") or "Kodi", xbmc.log)
    player = WatchlistPlayer(scrobbler)
    monitor = xbmc.Monitor()
    # A progress report every 30 seconds while playing, so that another player can resume.
    while not monitor.abortRequested():
        if monitor.waitForAbort(30):
            break
        player.tick()


if __name__ == "__main__":
    main()
