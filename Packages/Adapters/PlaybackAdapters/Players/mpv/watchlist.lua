-- Watchlist for mpv: reports what mpv plays to a watchlist-server's playback API, so that a
-- film or an episode played to 80 % is recorded watched, and one left earlier can be resumed
-- on another player (docs/players.md).
--
-- Install: copy this file to ~/.config/mpv/scripts/, and write
-- ~/.config/mpv/script-opts/watchlist.conf:
--     url=http://127.0.0.1:8080
--     token_file=~/.config/watchlist/mpv-token
-- with the token of an app made by `watchlist apps add mpv --scope scrobble` in that file (or
-- token=... in watchlist.conf itself). The token goes to curl on its standard input, never on a
-- command line or in a URL.
--
-- What is played is named by an .nfo beside the file (Kodi's: <movie> or <episodedetails>, with
-- <title>, <year>, <showtitle>, <season>, <episode> and <uniqueid type="imdb|tmdb|tvdb">), else by
-- the file's name: "Heat (1995).mkv" is a film, "Fargo.S06E02.mkv" an episode.
local mp = require "mp"
local utils = require "mp.utils"
local options = require "mp.options"

local settings = { url = "", token = "", token_file = "", player = "mpv", interval = 30 }
options.read_options(settings, "watchlist")

local function read_file(path)
    local file = io.open(path, "r")
    if not file then return nil end
    local text = file:read("*a")
    file:close()
    return text
end

local function token()
    if settings.token ~= "" then return settings.token end
    if settings.token_file == "" then return nil end
    local text = read_file(mp.command_native({ "expand-path", settings.token_file }))
    return text and text:match("^%s*(.-)%s*$") or nil
end

local function unescaped(text)
    return (text:gsub("&lt;", "<"):gsub("&gt;", ">"):gsub("&quot;", '"'):gsub("&apos;", "'"):gsub("&amp;", "&"))
end

-- The text of the first element `name` (not of one whose name only starts so: <episodedetails>).
local function tag(xml, name)
    local value = xml:match("<" .. name .. ">%s*(.-)%s*</" .. name .. ">") or xml:match("<" .. name .. "%s[^>]*>%s*(.-)%s*</" .. name .. ">")
    return value and unescaped(value) or nil
end

local function ids(xml)
    local found = {}
    for kind, value in xml:gmatch('<uniqueid[^>]-type="(%a+)"[^>]*>%s*(.-)%s*</uniqueid>') do
        if kind == "imdb" or kind == "tmdb" or kind == "tvdb" then found[kind] = value end
    end
    return next(found) and found or nil
end

-- The item an .nfo names, or nil.
local function from_nfo(xml)
    if xml:find("<episodedetails") then
        local show = tag(xml, "showtitle")
        if not show then return nil end
        return { kind = "episode", title = show, season = tonumber(tag(xml, "season")), episode = tonumber(tag(xml, "episode")),
                 episodeIds = ids(xml) }
    end
    if xml:find("<movie") then
        local title = tag(xml, "title")
        if not title then return nil end
        return { kind = "film", title = title, year = tonumber(tag(xml, "year")), ids = ids(xml) }
    end
    return nil
end

local function words(text)
    return (text:gsub("[._]", " "):gsub("%s+", " "):match("^%s*(.-)[%s-]*$"))
end

-- The item a file's name names: an episode by S01E02, a film by its year, else its name.
local function from_name(name)
    local base = name:gsub("%.[^.]+$", "")
    local show, season, episode = base:match("^(.-)[%s._-]+[Ss](%d+)[Ee](%d+)")
    if show and show ~= "" then
        return { kind = "episode", title = words(show), season = tonumber(season), episode = tonumber(episode) }
    end
    local title, year = base:match("^(.-)[%s._]*%((%d%d%d%d)%)")
    if not title then title, year = base:match("^(.-)[%s._]+(%d%d%d%d)[%s._]") end
    if not title then title, year = base:match("^(.-)[%s._]+(%d%d%d%d)$") end
    if title and title ~= "" then return { kind = "film", title = words(title), year = tonumber(year) } end
    return { kind = "film", title = words(base) }
end

local function item_of(path)
    local directory, name = utils.split_path(path)
    local base = name:gsub("%.[^.]+$", "")
    for _, candidate in ipairs({ base .. ".nfo", "movie.nfo" }) do
        local xml = read_file(utils.join_path(directory, candidate))
        local item = xml and from_nfo(xml)
        if item then return item end
    end
    return from_name(name)
end

-- A curl configuration string: quotes and backslashes escaped.
local function quoted(text)
    return '"' .. text:gsub("\\", "\\\\"):gsub('"', '\\"'):gsub("\n", "\\n") .. '"'
end

local current = nil
local position = 0

local function send(event, wait)
    if not current or settings.url == "" then return end
    local secret = token()
    if not secret then
        mp.msg.warn("no token: set token_file (or token) in script-opts/watchlist.conf")
        return
    end
    current.duration = mp.get_property_number("duration") or current.duration
    -- The API takes whole seconds: the nearest.
    local body = { event = event, player = settings.player, item = current.item, position = math.floor(position + 0.5) }
    if current.duration and current.duration >= 0.5 then body.duration = math.floor(current.duration + 0.5) end
    local config = table.concat({
        "url = " .. quoted(settings.url:gsub("/+$", "") .. "/v1/playback"),
        "header = " .. quoted("Authorization: Bearer " .. secret),
        "header = " .. quoted("Content-Type: application/json"),
        "data-binary = " .. quoted(utils.format_json(body)),
        "silent", "show-error", "max-time = 10", "write-out = \"\\n%{http_code}\"",
    }, "\n") .. "\n"
    local command = { name = "subprocess", args = { "curl", "--config", "-" }, stdin_data = config, capture_stdout = true,
                      capture_stderr = true, playback_only = false }
    local function report(result)
        local status = result and result.stdout and result.stdout:match("(%d+)%s*$")
        if status ~= "200" then
            mp.msg.warn(event .. " was not taken (" .. (status or "no answer") .. "): " .. ((result and result.stdout) or ""))
            return
        end
        local answer = utils.parse_json(result.stdout:gsub("%d+%s*$", ""))
        if event == "start" and answer and answer.resumeAt and answer.resumeAt > position + 5 then
            mp.osd_message(string.format("Watchlist: another player stopped at %d:%02d", math.floor(answer.resumeAt / 60), answer.resumeAt % 60), 5)
        end
        if answer and answer.recorded then mp.msg.info(answer.recorded) end
    end
    if wait then
        report(mp.command_native(command))
    else
        mp.command_native_async(command, function(_, result) report(result) end)
    end
end

mp.observe_property("time-pos", "number", function(_, value)
    if value then position = value end
end)

mp.register_event("file-loaded", function()
    local path = mp.get_property("path")
    if not path or path:find("://") then current = nil return end
    current = { item = item_of(path), duration = mp.get_property_number("duration") }
    position = mp.get_property_number("time-pos") or 0
    send("start")
end)

mp.observe_property("pause", "bool", function(_, paused)
    if current and paused ~= nil then send(paused and "pause" or "progress") end
end)

mp.register_event("seek", function()
    send("progress")
end)

mp.add_periodic_timer(settings.interval, function()
    if current and not mp.get_property_bool("pause") then send("progress") end
end)

mp.register_event("end-file", function(event)
    if not current then return end
    send("stop", true)
    current = nil
end)
