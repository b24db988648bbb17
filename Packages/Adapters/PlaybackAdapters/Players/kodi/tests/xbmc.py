"""A stand-in for Kodi's xbmc module, with what the add-on uses: Player, Monitor, log,
executeJSONRPC, executebuiltin. Tests set `jsonrpc` (method -> result) and the player's times."""
import json

LOGDEBUG, LOGINFO, LOGWARNING, LOGERROR = 0, 1, 2, 3
logged = []
jsonrpc = {}
calls = []
builtins = []


def log(message, level=LOGDEBUG):
    logged.append((level, message))


def executebuiltin(command):
    builtins.append(command)


def executeJSONRPC(text):
    request = json.loads(text)
    calls.append(request)
    answer = jsonrpc.get(request["method"])
    result = answer(request["params"]) if callable(answer) else answer
    return json.dumps({"jsonrpc": "2.0", "id": request["id"], "result": result})


class Player:
    time = 0.0
    total = 0.0
    playing = False

    def __init__(self):
        pass

    def getTime(self):
        if not Player.playing:
            raise RuntimeError("Kodi is not playing any media file")
        return Player.time

    def getTotalTime(self):
        if not Player.playing:
            raise RuntimeError("Kodi is not playing any media file")
        return Player.total

    def isPlayingVideo(self):
        return Player.playing


class Monitor:
    waits = 0

    def abortRequested(self):
        return False

    def waitForAbort(self, seconds):
        Monitor.waits += 1
        return True
