/// The Series pages' Mustache templates.
enum SeriesTemplates {
    static let sources: [String: String] = [
        "upNext": """
        <section id="home-up-next">
        <h2>Up Next</h2>
        {{#hasNext}}<ul class="up-next">{{/hasNext}}
        {{#next}}<li><a href="{{link}}">{{title}}</a> {{code}} {{episode}} <span class="muted">({{left}})</span>
        <form method="post" action="{{action}}" class="inline">{{> csrf}}<input type="hidden" name="episode" value="{{value}}"><input type="hidden" name="back" value="list"><button>Watched</button></form></li>
        {{/next}}
        {{#hasNext}}</ul>{{/hasNext}}
        {{^hasNext}}<p class="muted">No show to continue. <a href="{{seriesPage}}">Follow a series</a>.</p>{{/hasNext}}
        </section>
        """,
        "series": """
        <div data-live="{{live}}">
        {{> problem}}
        <h2>Up Next</h2>
        {{#hasNext}}<ul id="up-next">{{/hasNext}}
        {{#next}}<li><a href="{{link}}">{{title}}</a> {{code}} {{episode}} <span class="muted">({{left}})</span>
        <form method="post" action="{{action}}" class="inline">{{> csrf}}<input type="hidden" name="episode" value="{{value}}"><input type="hidden" name="back" value="home"><button>Watched</button></form></li>
        {{/next}}
        {{#hasNext}}</ul>{{/hasNext}}
        {{^hasNext}}<p class="muted">Nothing up next. Find a series below and follow it.</p>{{/hasNext}}
        <h2>Series you follow</h2>
        {{#hasFollowed}}<table id="followed"><thead><tr><th>Title</th><th>Years</th><th>Watched</th></tr></thead><tbody>{{/hasFollowed}}
        {{#followed}}<tr><td><a href="{{link}}">{{title}}</a></td><td>{{years}}</td><td>{{watched}}/{{episodes}}</td></tr>{{/followed}}
        {{#hasFollowed}}</tbody></table>{{/hasFollowed}}
        {{^hasFollowed}}<p class="muted">None yet.</p>{{/hasFollowed}}
        <h2>Find a series</h2>
        <form method="get" action="{{searchAction}}" class="inline">
        <div><label for="q">Title</label><input type="search" id="q" name="q" value="{{query}}" required></div>
        <button>Search</button>
        </form>
        {{#searched}}{{^hasFound}}<p class="muted">No series matches "{{query}}".</p>{{/hasFound}}{{/searched}}
        {{#hasFound}}<ul id="found">{{/hasFound}}
        {{#found}}<li><a href="{{link}}">{{title}}</a> ({{years}})
        <form method="post" action="{{followAction}}" class="inline">{{> csrf}}<input type="hidden" name="series" value="{{id}}"><button>Follow</button></form></li>
        {{/found}}
        {{#hasFound}}</ul>{{/hasFound}}
        </div>
        """,
        "show": """
        <div data-live="{{live}}">
        {{> problem}}
        <h2>{{title}} <span class="muted">{{years}}</span></h2>
        {{#rating}}<p class="rating">{{rating}}</p>{{/rating}}
        <form method="post" action="{{action}}" id="episodes">
        {{> csrf}}
        {{#seasons}}
        <fieldset><legend><label><input type="checkbox" name="season" value="{{value}}"> {{name}}</label> <span class="muted">{{years}} · {{count}} watched</span></legend>
        <ul>{{#episodes}}<li><label><input type="checkbox" name="episode" value="{{code}}"{{#watched}} checked disabled{{/watched}}> {{code}} {{title}}</label> <span class="muted">{{year}}</span></li>{{/episodes}}</ul>
        </fieldset>
        {{/seasons}}
        <button>Mark ticked watched</button>
        </form>
        </div>
        """,
    ]
}
