/// The Series pages' Mustache templates.
enum SeriesTemplates {
    static let sources: [String: String] = [
        // A show to continue: its poster, its progress, its next episode and a *Watched* button.
        "next": """
        <li><a class="title" href="{{link}}">{{#poster}}{{> poster}}{{/poster}}{{title}}</a>
        {{#progress}}<progress max="{{episodes}}" value="{{watched}}" aria-label="{{title}}: {{watched}} of {{episodes}} episodes watched"></progress><span class="facts">{{watched}} / {{episodes}}</span>{{/progress}}
        <span class="facts">{{code}} {{episode}} · {{left}}</span>
        <form method="post" action="{{action}}">{{> csrf}}<input type="hidden" name="episode" value="{{value}}"><input type="hidden" name="back" value="{{back}}"><button aria-label="Mark {{title}} {{code}} watched">Watched</button></form></li>
        """,
        "upNext": """
        <section id="home-up-next" aria-labelledby="up-next-heading">
        <h2 id="up-next-heading">Up Next</h2>
        {{#hasNext}}<ul class="grid up-next">{{#next}}{{> next}}{{/next}}</ul>{{/hasNext}}
        {{^hasNext}}<p class="muted">No show to continue. <a href="{{seriesPage}}">Follow a series</a>.</p>{{/hasNext}}
        </section>
        """,
        "series": """
        <div data-live="{{live}}">
        {{> problem}}
        <h2>Up Next</h2>
        {{#hasNext}}<ul class="grid" id="up-next">{{#next}}{{> next}}{{/next}}</ul>{{/hasNext}}
        {{^hasNext}}<p class="muted">Nothing up next. Find a series below and follow it.</p>{{/hasNext}}
        <h2>Series you follow</h2>
        {{#hasFollowed}}<ul class="grid" id="followed">{{#followed}}<li><a class="title" href="{{link}}">{{#poster}}{{> poster}}{{/poster}}{{title}}</a>
        <progress max="{{episodes}}" value="{{watched}}" aria-label="{{title}}: {{watched}} of {{episodes}} episodes watched"></progress><span class="facts">{{watched}} / {{episodes}} · {{years}}</span></li>{{/followed}}</ul>{{/hasFollowed}}
        {{^hasFollowed}}<p class="muted">None yet.</p>{{/hasFollowed}}
        <h2>Find a series</h2>
        <form method="get" action="{{searchAction}}" class="inline" role="search">
        <div><label for="q">Title</label><input type="search" id="q" name="q" value="{{query}}" required></div>
        <button>Search</button>
        </form>
        {{#searched}}{{^hasFound}}<p class="muted">No series matches "{{query}}".</p>{{/hasFound}}{{/searched}}
        {{#hasFound}}<ul class="grid" id="found">{{#found}}<li><a class="title" href="{{link}}">{{#poster}}{{> poster}}{{/poster}}{{title}}</a><span class="facts">{{years}}</span>
        <form method="post" action="{{followAction}}">{{> csrf}}<input type="hidden" name="series" value="{{id}}"><button aria-label="Follow {{title}}">Follow</button></form></li>{{/found}}</ul>{{/hasFound}}
        </div>
        """,
        // A series: its poster and progress, then one line a season, opened one at a time (the
        // season of the next episode first), each episode one line with its own *Watched*
        // button (and its still, in the open season); every button posts the season's form, so nothing needs JavaScript.
        "show": """
        <div data-live="{{live}}">
        {{> problem}}
        <div class="titled">{{#poster}}{{> poster}}{{/poster}}<div>
        <p class="muted">{{years}}</p>
        {{#rating}}<p class="rating">{{rating}}</p>{{/rating}}
        <progress max="{{episodes}}" value="{{watched}}" aria-label="{{watched}} of {{episodes}} episodes watched"></progress>
        <p class="facts">{{watched}} / {{episodes}} episodes watched</p>
        {{#next}}<p class="next-up">Up next: <a href="#{{anchor}}">{{code}} {{title}}</a></p>{{/next}}
        </div></div>
        <div id="episodes">
        {{#seasons}}
        <details name="season" class="season"{{#open}} open{{/open}}>
        <summary><span class="season-name">{{name}}</span><progress max="{{total}}" value="{{done}}" aria-label="{{name}}: {{done}} of {{total}} watched"></progress><span class="facts">{{done}} / {{total}}</span></summary>
        <form method="post" action="{{action}}">
        {{> csrf}}
        {{^complete}}<p><button name="season" value="{{value}}">Mark {{name}} watched</button></p>{{/complete}}
        <ol class="episodes">{{#episodes}}<li id="{{anchor}}"{{#next}} class="next"{{/next}}>{{#still}}{{> still}}{{/still}}<span class="code">{{code}}</span><span class="episode-title">{{title}}</span>{{#watched}}<span class="seen">watched</span>{{/watched}}{{^watched}}<button name="episode" value="{{code}}" aria-label="Mark {{code}} {{title}} watched">Watched</button>{{/watched}}</li>{{/episodes}}</ol>
        </form>
        </details>
        {{/seasons}}
        </div>
        </div>
        """,
    ]
}
