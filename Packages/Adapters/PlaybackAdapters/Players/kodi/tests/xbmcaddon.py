"""A stand-in for Kodi's xbmcaddon module: the add-on's settings, from `settings`."""
settings = {}


class Addon:
    def getSetting(self, name):
        return settings.get(name, "")
