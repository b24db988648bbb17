/// The Calendar page's Mustache templates.
enum CalendarTemplates {
    static let episode = """
        <li{{#new}} class="new"{{/new}}><time datetime="{{datetime}}">{{time}}</time> <strong>{{show}}</strong> {{code}}{{#title}} “{{title}}”{{/title}}\
        {{#network}} · {{network}}{{/network}}{{#special}} · special{{/special}}{{#watched}} · watched{{/watched}}{{#new}} · <em>new</em>{{/new}}</li>
        """

    static let film = """
        <li class="film"><time datetime="{{day}}">all day</time> <strong>{{title}}</strong> · film · {{kind}}</li>
        """

    static let sources: [String: String] = [
        "calendar": """
        <p class="muted">{{refreshed}} Times in {{zone}}, through {{through}}.</p>
        {{#hasNotFetched}}<p>Followed since the last refresh, with no air dates yet: {{notFetched}}.</p>{{/hasNotFetched}}
        {{#hasUnknown}}<p class="muted">Unknown to the source of air dates: {{unknown}}.</p>{{/hasUnknown}}
        <form method="post" action="{{action}}" class="inline">
        {{> csrf}}
        <button>Fetch air dates</button>
        </form>
        {{#sections}}
        <section aria-labelledby="calendar-{{id}}">
        <h2 id="calendar-{{id}}">{{title}}</h2>
        {{#hasEpisodes}}{{#days}}<h3>{{heading}}</h3><ul class="calendar-day">{{#films}}\(film){{/films}}{{#episodes}}\(episode){{/episodes}}</ul>{{/days}}{{/hasEpisodes}}
        {{^hasEpisodes}}<p class="muted">Nothing airs.</p>{{/hasEpisodes}}
        </section>
        {{/sections}}
        <section aria-labelledby="calendar-feed">
        <h2 id="calendar-feed">In your calendar app</h2>
        <form method="post" action="{{feedAction}}" class="inline">
        {{> csrf}}
        <button>Show the feed's address</button>
        </form>
        <p><a href="/notifications">Notifications</a>: announce episodes as they air, to ntfy, Discord, Gotify, Apprise or a webhook.</p>
        </section>
        """,
        "feed": """
        {{#rotated}}<p role="status">A new address: the old one no longer works.</p>{{/rotated}}
        {{#address}}
        <p>Subscribe to this address in a calendar app to see what airs, {{back}} days back to {{ahead}} ahead. Anyone with it can read your calendar, and it is shown only now: the server keeps only a hash of it.</p>
        <p><label for="feed-address">Feed address</label>
        <input id="feed-address" type="text" readonly value="{{address}}"></p>
        {{/address}}
        {{^address}}
        <p>Your feed was made {{made}}. Its address was shown then, and is not kept: the server keeps only a hash of it. Make a new address to see one; calendar apps must then be given it.</p>
        {{/address}}
        <form method="post" action="{{action}}" class="inline">
        {{> csrf}}
        <input type="hidden" name="rotate" value="1">
        <button>Make a new address</button>
        </form>
        <p><a href="{{calendarPage}}">The calendar</a></p>
        """,
        "comingUp": """
        <section aria-labelledby="coming-up">
        <h2 id="coming-up">Coming up</h2>
        {{#hasEpisodes}}<ul class="calendar-day">{{#films}}<li class="film"><time datetime="{{day}}">{{day}}</time> <strong>{{title}}</strong> · film · {{kind}}</li>{{/films}}\
        {{#episodes}}<li{{#new}} class="new"{{/new}}><time datetime="{{datetime}}">{{day}} {{time}}</time> \
        <strong>{{show}}</strong> {{code}}{{#title}} “{{title}}”{{/title}}{{#network}} · {{network}}{{/network}}{{#new}} · <em>new</em>{{/new}}</li>{{/episodes}}</ul>{{/hasEpisodes}}
        {{^hasEpisodes}}<p class="muted">Nothing airs this week for the series you follow.</p>{{/hasEpisodes}}
        <p><a href="{{calendarPage}}">The calendar</a></p>
        </section>
        """,
    ]
}
