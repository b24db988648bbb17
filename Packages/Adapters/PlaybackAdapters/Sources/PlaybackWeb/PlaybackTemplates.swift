/// The Apps page's and the home page's Continue watching's Mustache templates.
enum PlaybackTemplates {
    static let sources: [String: String] = [
        "apps": """
        {{> problem}}
        {{#made}}
        <section class="notice" id="made">
        <h2>{{name}}'s token</h2>
        <p>Copy it now: it is shown only this once, and only its hash is kept.</p>
        <p><input type="text" id="token" readonly value="{{token}}" size="60" aria-label="The token"></p>
        </section>
        {{/made}}
        <h2>Apps</h2>
        <p>An app's token lets a player or a tool use the API with only the rights you give it, as
        <code>Authorization: Bearer TOKEN</code>: <b>read</b> (the list, series, history, calendar),
        <b>write</b> (adding, removing, marking watched, rating), <b>scrobble</b> (the playback API).</p>
        {{#hasApps}}<p>{{count}}</p>
        <table id="apps"><thead><tr><th>Name</th><th>Scopes</th><th>Made</th><th>Last used</th><th></th></tr></thead><tbody>
        {{#apps}}<tr><td>{{name}}</td><td>{{scopes}}</td><td>{{made}}</td><td>{{used}}</td>
        <td><form method="post" action="{{revoke}}" class="inline">{{> csrf}}<input type="hidden" name="name" value="{{name}}"><button>Revoke</button></form></td></tr>
        {{/apps}}</tbody></table>{{/hasApps}}
        {{^hasApps}}<p class="muted">No apps yet.</p>{{/hasApps}}
        <h2>Make an app</h2>
        <form method="post" action="{{action}}">
        {{> csrf}}
        <div><label for="name">Name</label><input type="text" id="name" name="name" required maxlength="{{longest}}" placeholder="Kodi in the living room"></div>
        <fieldset><legend>Scopes</legend>
        {{#scopes}}<label><input type="checkbox" name="scope" value="{{scope}}"> {{scope}}</label> {{/scopes}}
        </fieldset>
        <button>Make</button>
        </form>
        """,
        "continueWatching": """
        <section aria-labelledby="continue-watching">
        <h2 id="continue-watching">Continue watching</h2>
        <ul class="continue-watching">{{#items}}<li><strong>{{title}}</strong> · at {{at}} ({{percent}} %) on {{player}}</li>{{/items}}</ul>
        </section>
        """,
    ]
}
