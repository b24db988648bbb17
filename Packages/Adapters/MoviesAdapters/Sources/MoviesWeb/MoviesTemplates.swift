/// The Movies pages' templates.
enum MoviesTemplates {
    static let sources: [String: String] = [
        "search": """
        <form method="get" action="{{action}}" class="inline" role="search">
        <div><label for="q">Title</label><input type="search" id="q" name="q" value="{{query}}" required autofocus></div>
        <div><label for="year">Year</label><input type="number" id="year" name="year" value="{{year}}" min="1870" max="2200"></div>
        <button>Search</button>
        </form>
        {{#searched}}
        {{#hasResults}}<ul class="grid" id="results">{{#results}}{{> result}}{{/results}}</ul>{{/hasResults}}
        {{^hasResults}}<p>No film matches “{{query}}”.{{#hasSuggestions}} Did you mean:{{/hasSuggestions}}</p>
        {{#hasSuggestions}}<ul class="grid" id="suggestions">{{#suggestions}}{{> result}}{{/suggestions}}</ul>{{/hasSuggestions}}{{/hasResults}}
        {{#hasOthers}}<div id="other-titles">{{#others}}<h2>{{heading}}</h2><ul class="grid">{{#titles}}<li><a class="title" href="{{page}}">{{#poster}}{{> poster}}{{/poster}}{{title}}</a><span class="facts"><span class="kind">{{kind}}</span> · {{years}}</span></li>{{/titles}}</ul>{{/others}}</div>{{/hasOthers}}
        {{/searched}}
        """,
        "result": """
        <li><a class="title" href="{{page}}">{{#poster}}{{> poster}}{{/poster}}{{title}}</a><span class="facts"><span class="kind">film</span> · {{facts}}</span>
        <form method="post" action="{{add}}" data-inline>{{> csrf}}<input type="hidden" name="movie" value="{{id}}"><button>Add to list</button></form></li>
        """,
        "filmDetails": """
        <dl class="facts">
        {{#year}}<dt>Year</dt><dd>{{year}}</dd>{{/year}}
        {{#genres}}<dt>Genres</dt><dd>{{genres}}</dd>{{/genres}}
        {{#runtime}}<dt>Runtime</dt><dd>{{runtime}}</dd>{{/runtime}}
        {{#director}}<dt>Director</dt><dd>{{director}}</dd>{{/director}}
        <dt>Id</dt><dd>{{id}}</dd>
        </dl>
        {{#hasCast}}<h2>Cast</h2><ul>{{#cast}}<li>{{name}}{{#character}} as {{character}}{{/character}}</li>{{/cast}}</ul>{{/hasCast}}
        """,
        "filmAdd": """
        <div class="titled">{{#poster}}{{> poster}}{{/poster}}<div>{{{details}}}</div></div>
        <h2>Add to your list</h2>
        <form method="post" action="{{add}}">
        {{> csrf}}<input type="hidden" name="movie" value="{{id}}">
        <label for="note">Note (optional)</label><input type="text" id="note" name="note" maxlength="500">
        <p><button>Add to list</button></p>
        </form>
        <h2>Seen it?</h2>
        <form method="post" action="{{watched}}">
        {{> csrf}}<input type="hidden" name="movie" value="{{id}}">
        <p><button>I watched it today</button> It goes on your list, watched, if it is not there yet.</p>
        </form>
        """,
    ]
}
