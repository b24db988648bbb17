/// The hooks page's Mustache template.
/// A token field says `autocomplete="new-password"`: browsers ignore `off` on a password
/// field and fill in the Watchlist password saved for the site, and axe-core reports `off`
/// there as inappropriate.
enum HookTemplates {
    static let sources: [String: String] = [
        "hooks": """
        {{> problem}}
        {{#created}}
        <section id="created">
        <h2>Hook {{id}} for {{server}}</h2>
        <p>Paste this URL into {{server}}. It holds the hook's secret and is shown only now.</p>
        <p><code id="hook-url">{{url}}</code> <button type="button" class="quiet" data-copy="{{url}}">Copy</button></p>
        <pre>{{steps}}</pre>
        {{#template}}<p><button type="button" class="quiet" data-copy="{{template}}">Copy the template</button></p>{{/template}}
        </section>
        {{/created}}
        <h2>Your hooks</h2>
        {{#hasHooks}}<ul class="films" id="hooks">{{#hooks}}<li><span class="title">{{id}}. {{server}}{{#user}}, {{user}}'s plays{{/user}}</span>
        <span class="facts">made {{made}}; last: {{last}}</span>
        <form method="post" action="{{revokeAction}}">{{> csrf}}<button class="quiet">Revoke</button></form></li>{{/hooks}}</ul>{{/hasHooks}}
        {{^hasHooks}}<p class="muted">No hooks yet. A hook records the films you finish on Jellyfin, Plex or Emby in your history.</p>{{/hasHooks}}
        <h2>Make a hook</h2>
        <form method="post" action="{{action}}" class="inline">
        {{> csrf}}
        <div><label for="server">Media server</label><select id="server" name="server">{{#servers}}<option value="{{value}}">{{name}}</option>{{/servers}}</select></div>
        <div><label for="user">Only this user's plays (optional)</label><input type="text" id="user" name="user" autocapitalize="none"></div>
        <button>Make it</button>
        </form>
        <h2>Inbox</h2>
        {{#hasInbox}}<p>These plays matched no film, or several. Say which film each was (its id, as the search shows it), or dismiss it.</p>
        <ul class="films" id="inbox">{{#inbox}}<li><span class="title">{{number}}. {{film}}</span><span class="facts">played {{played}} ({{source}}): {{problem}}</span>
        {{^isEpisode}}<form method="post" action="{{resolveAction}}" class="inline">{{> csrf}}<label for="film-{{number}}">Film id</label><input type="text" id="film-{{number}}" name="film" required placeholder="offline:12"><button>Record</button></form>{{/isEpisode}}
        {{#isEpisode}}<form method="post" action="{{resolveAction}}" class="inline">{{> csrf}}<label for="series-{{number}}">Series, or the episode's id</label><input type="text" id="series-{{number}}" name="series" required placeholder="Breaking Bad" value="{{seriesTitle}}">
        <label for="season-{{number}}">Season</label><input type="number" min="0" id="season-{{number}}" name="season" value="{{season}}"><label for="episode-{{number}}">Episode</label><input type="number" min="0" id="episode-{{number}}" name="episode" value="{{episode}}"><button>Record</button></form>{{/isEpisode}}
        <form method="post" action="{{dismissAction}}">{{> csrf}}<button class="quiet">Dismiss</button></form></li>{{/inbox}}</ul>{{/hasInbox}}
        {{^hasInbox}}<p class="muted">The inbox is empty: every play was matched.</p>{{/hasInbox}}
        {{#canBackfill}}
        <h2 id="backfill">Bring in what was played before</h2>
        {{#backfilled}}
        <section id="backfilled">
        <p>{{#dryRun}}Reading{{/dryRun}}{{^dryRun}}Read{{/dryRun}} {{user}}'s plays on {{server}}: {{read}} {{#dryRun}}would do{{/dryRun}}{{^dryRun}}did{{/dryRun}} this.</p>
        <dl class="facts"><dt>Films added</dt><dd id="backfill-films">{{added}}</dd><dt>Viewings of films</dt><dd id="backfill-viewings">{{viewingsAdded}}</dd>
        {{#others}}<dt>Followed ({{kind}})</dt><dd>{{followed}}</dd><dt>Viewings ({{kind}})</dt><dd id="backfill-other-viewings">{{viewingsAdded}}</dd>{{/others}}</dl>
        {{#hasUnmatched}}<p>Not matched, so not imported:</p><ul id="backfill-unmatched">{{#unmatched}}<li>{{.}}</li>{{/unmatched}}</ul>{{/hasUnmatched}}
        {{#dryRun}}<p>Nothing was changed. Untick <em>Only say what it would do</em>, give the token again, and read it to import.</p>{{/dryRun}}
        </section>
        {{/backfilled}}
        <p>The films and episodes a user of Jellyfin, Emby or Plex has played already, on the days the server recorded, imported as an export is: matched by ids, then exact titles, never guessed; nothing twice however often it runs. The token is used for this reading only, never kept.</p>
        <form method="post" action="{{backfillAction}}">
        {{> csrf}}
        <label for="backfill-server">Media server</label><select id="backfill-server" name="server">{{#historyServers}}<option value="{{value}}"{{#selected}} selected{{/selected}}>{{name}}</option>{{/historyServers}}</select>
        <label for="backfill-url">Its address</label><input type="url" id="backfill-url" name="url" required placeholder="http://192.168.1.20:8096" value="{{backfillURL}}">
        <label for="backfill-user">User on it</label><input type="text" id="backfill-user" name="user" required autocapitalize="none" value="{{backfillUser}}">
        <label for="backfill-token">API key or token</label><input type="password" id="backfill-token" name="token" required autocomplete="new-password">
        <p><label><input type="checkbox" name="dryRun" value="1"{{#backfillDryRun}} checked{{/backfillDryRun}}> Only say what it would do</label></p>
        <p><button>Read the history</button></p>
        </form>
        {{/canBackfill}}
        """,
    ]
}
