/// The hooks page's Mustache template.
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
        <ul class="films" id="inbox">{{#inbox}}<li><span class="title">{{number}}. {{film}}</span><span class="facts">played {{played}}: {{problem}}</span>
        {{^isEpisode}}<form method="post" action="{{resolveAction}}" class="inline">{{> csrf}}<label for="film-{{number}}">Film id</label><input type="text" id="film-{{number}}" name="film" required placeholder="offline:12"><button>Record</button></form>{{/isEpisode}}
        {{#isEpisode}}<form method="post" action="{{resolveAction}}" class="inline">{{> csrf}}<label for="series-{{number}}">Series, or the episode's id</label><input type="text" id="series-{{number}}" name="series" required placeholder="Breaking Bad" value="{{seriesTitle}}">
        <label for="season-{{number}}">Season</label><input type="number" min="0" id="season-{{number}}" name="season" value="{{season}}"><label for="episode-{{number}}">Episode</label><input type="number" min="0" id="episode-{{number}}" name="episode" value="{{episode}}"><button>Record</button></form>{{/isEpisode}}
        <form method="post" action="{{dismissAction}}">{{> csrf}}<button class="quiet">Dismiss</button></form></li>{{/inbox}}</ul>{{/hasInbox}}
        {{^hasInbox}}<p class="muted">The inbox is empty: every play was matched.</p>{{/hasInbox}}
        """,
    ]
}
