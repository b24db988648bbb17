/// The Watchlist pages' templates. `{{x}}` escapes; `{{{x}}}` is only ever markup that
/// another template rendered: a chart of ``WebUI/BarChart``, another feature's section.
enum WatchlistTemplates {
    static let sources: [String: String] = [
        "list": """
        <div data-live="{{live}}">
        <form method="get" action="{{action}}" class="inline">
        {{#owner}}<input type="hidden" name="of" value="{{owner}}">{{/owner}}
        <div><label for="filter">Show</label><select id="filter" name="filter">{{#filters}}<option value="{{value}}"{{#selected}} selected{{/selected}}>{{value}}</option>{{/filters}}</select></div>
        <div><label for="sort">Sort by</label><select id="sort" name="sort">{{#sorts}}<option value="{{value}}"{{#selected}} selected{{/selected}}>{{value}}</option>{{/sorts}}</select></div>
        <button>Show</button>
        </form>
        <p class="muted"><span id="count">{{count}}</span>{{#next}} · page {{page}} of {{pages}}{{/next}}{{^next}}{{#previous}} · page {{page}} of {{pages}}{{/previous}}{{/next}}</p>
        {{#hasRows}}<ul class="grid" id="films">{{#rows}}
        <li><a class="title" href="{{page}}">{{#poster}}{{> poster}}{{/poster}}{{title}}</a><span class="facts">{{facts}}</span>{{#note}}<span class="note">{{note}}</span>{{/note}}</li>
        {{/rows}}</ul>{{/hasRows}}
        {{^hasRows}}<p>Nothing here yet. <a href="{{search}}">Search for a film</a> to add one.</p>{{/hasRows}}
        <nav class="pages">{{#previous}}<a href="{{previous}}" rel="prev">← Previous</a>{{/previous}}{{#next}}<a href="{{next}}" rel="next">Next →</a>{{/next}}</nav>
        </div>
        """,
        "entry": """
        {{> problem}}
        <p><a href="{{film}}">The film's details</a> · <a href="{{back}}">Back to the list</a></p>
        {{#note}}<p class="note">Note: {{note}}</p>{{/note}}
        <h2>Viewings</h2>
        {{#hasViewings}}<ul class="films">{{#viewings}}<li><span class="title">{{day}}</span><span class="facts">{{rating}}</span>{{#review}}<blockquote class="review">{{review}}</blockquote>{{/review}}</li>{{/viewings}}</ul>{{/hasViewings}}
        {{^hasViewings}}<p class="muted">Not watched yet.</p>{{/hasViewings}}
        <h2>Record a viewing</h2>
        <form method="post" action="{{viewingAction}}">
        {{> csrf}}{{#owner}}<input type="hidden" name="of" value="{{owner}}">{{/owner}}
        <label for="on">Watched on</label><input type="date" id="on" name="on" value="{{on}}" required>
        <label for="rating">Rating</label><select id="rating" name="rating"><option value="">none</option>{{#ratings}}<option value="{{value}}"{{#selected}} selected{{/selected}}>{{value}}</option>{{/ratings}}</select>
        <label for="review">Review</label><textarea id="review" name="review" maxlength="10000">{{review}}</textarea>
        <p><button>Record</button></p>
        </form>
        <h2>Remove</h2>
        <form method="post" action="{{removeAction}}">{{> csrf}}{{#owner}}<input type="hidden" name="of" value="{{owner}}">{{/owner}}<button class="quiet">Remove it and its viewings</button></form>
        """,
        "history": """
        <div data-live="{{live}}">
        {{#hasRows}}<p class="muted"><span id="count">{{count}}</span>{{#paged}} · page {{page}} of {{pages}}{{/paged}}</p>
        <ul class="films" id="history">{{#rows}}
        <li><span class="facts">{{day}}</span><a class="title" href="{{page}}">{{title}}</a><span class="facts">{{rating}}</span>{{#review}}<blockquote class="review">{{review}}</blockquote>{{/review}}</li>
        {{/rows}}</ul>
        <nav class="pages">{{#previous}}<a href="{{previous}}" rel="prev">← Previous</a>{{/previous}}{{#next}}<a href="{{next}}" rel="next">Next →</a>{{/next}}</nav>{{/hasRows}}
        {{^hasRows}}<p>No viewing recorded yet.</p>{{/hasRows}}
        </div>
        """,
        "statistics": """
        <form method="get" action="{{action}}" class="inline">
        <div><label for="year">Year</label><input type="number" id="year" name="year" value="{{year}}" min="1870" max="2200" placeholder="all time"></div>
        <button>Show</button>
        </form>
        <dl class="facts">
        <dt>Films</dt><dd>{{films}}</dd><dt>Watched</dt><dd>{{watched}}</dd><dt>Viewings</dt><dd>{{viewings}}</dd>
        {{#average}}<dt>Average rating</dt><dd>{{average}}</dd>{{/average}}
        </dl>
        {{#charts}}{{{.}}}{{/charts}}
        {{#hasDirectors}}<h2>Directors watched most</h2><table class="tally">{{#directors}}<tr><td>{{name}}</td><td>{{films}}</td></tr>{{/directors}}</table>{{/hasDirectors}}
        {{#hasGenres}}<h2>Genres watched most</h2><table class="tally">{{#genres}}<tr><td>{{name}}</td><td>{{films}}</td></tr>{{/genres}}</table>{{/hasGenres}}
        """,
        "pick": """
        <form method="get" action="{{action}}">
        <input type="hidden" name="pick" value="1">
        <div class="inline">
        <div><label for="genre">Genre</label><input type="text" id="genre" name="genre" value="{{genre}}"></div>
        <div><label for="runtime">At most (minutes)</label><input type="number" id="runtime" name="runtime" value="{{runtime}}" min="1" max="1000"></div>
        <div><label for="from">From year</label><input type="number" id="from" name="from" value="{{from}}" min="1870" max="2200"></div>
        <div><label for="to">To year</label><input type="number" id="to" name="to" value="{{to}}" min="1870" max="2200"></div>
        </div>
        <p><button>Pick a film</button></p>
        </form>
        {{> problem}}
        {{#picked}}<section class="picked"><h2><a href="{{page}}">{{title}}</a></h2><p class="facts">{{facts}}</p>{{#note}}<p class="note">{{note}}</p>{{/note}}<p class="muted">One of {{of}} that fit.</p></section>{{/picked}}
        """,
        "shares": """
        {{> problem}}
        <h2>Share your list</h2>
        <form method="post" action="{{action}}" class="inline">
        {{> csrf}}
        <div><label for="name">Profile name</label><input type="text" id="name" name="name" value="{{name}}" required autocapitalize="none"></div>
        <div><label for="access">Access</label><select id="access" name="access"><option value="read">read only</option><option value="write">read and write</option></select></div>
        <button>Share</button>
        </form>
        {{#hasGiven}}<ul class="films" id="given">{{#given}}<li><span class="title">{{reader}}</span><span class="facts">{{access}}</span>
        <form method="post" action="{{revokeAction}}">{{> csrf}}<input type="hidden" name="name" value="{{reader}}"><button class="quiet">Stop sharing</button></form></li>{{/given}}</ul>{{/hasGiven}}
        {{^hasGiven}}<p class="muted">Your list is not shared.</p>{{/hasGiven}}
        <h2>Shared with you</h2>
        {{#hasReceived}}<ul class="films" id="received">{{#received}}<li><a class="title" href="{{page}}">{{owner}}'s list</a><span class="facts">{{access}}</span></li>{{/received}}</ul>{{/hasReceived}}
        {{^hasReceived}}<p class="muted">No list is shared with you.</p>{{/hasReceived}}
        """,
        "import": """
        {{> problem}}
        <h2>Import</h2>
        <p>This program's JSON export, Letterboxd's export (the zip, or one of its CSV files), IMDb's ratings or list CSV, Trakt's JSON, TV Time's export (its zip, zipped again without the password if TV Time set one, or one of its CSV files), Simkl's JSON backup, Yamtrack's CSV, or Movary's history or watchlist CSV. You see what would change before anything is written.</p>
        <form method="post" action="{{action}}" enctype="multipart/form-data">
        {{> csrf}}
        <label for="file">Export file</label><input type="file" id="file" name="file" required accept=".zip,.csv,.json">
        <label for="format">Format</label><select id="format" name="format"><option value="">Told from the file</option>{{#formats}}<option value="{{name}}">{{label}}</option>{{/formats}}</select>
        <p><button>Read it</button></p>
        </form>
        <h2>Your imports</h2>
        {{#hasImports}}<p>Taking an import back removes what it added and puts back what it changed, where that is still as it left it; what came later from elsewhere stays. You see what would change first.</p>
        <table class="tally" id="imports"><tr><th>#</th><th>Imported (UTC)</th><th>From</th><th>Films added</th><th>Changed</th><th>Viewings</th><th>Merged</th><th>Besides</th><th>Take back</th></tr>
        {{#imports}}<tr><td>{{number}}</td><td>{{importedAt}}</td><td>{{from}}</td><td>{{added}}</td><td>{{updated}}</td><td>{{viewings}}</td><td>{{merged}}</td><td>{{besides}}</td>
        <td>{{#undoneAt}}Taken back {{undoneAt}}{{/undoneAt}}{{^undoneAt}}<form method="post" action="{{undo}}">{{> csrf}}<input type="hidden" name="number" value="{{number}}"><button class="quiet" aria-label="Take back import {{number}}">Take back…</button></form>{{/undoneAt}}</td></tr>{{/imports}}
        </table>{{/hasImports}}
        {{^hasImports}}<p class="muted">No imports yet. Each import that changes your list is listed here, to be taken back if it was the wrong file.</p>{{/hasImports}}
        <h2>Export</h2>
        <ul>{{#exports}}<li><a href="{{link}}" download>{{name}}</a></li>{{/exports}}</ul>
        """,
        "undoImport": """
        <p>{{#done}}Taking back import {{number}} did{{/done}}{{^done}}Taking back import {{number}} would do{{/done}} this:</p>
        <dl class="facts" id="undo-summary">
        <dt>Films removed</dt><dd>{{filmsRemoved}}</dd><dt>Films kept</dt><dd>{{filmsKept}}</dd><dt>Viewings removed</dt><dd>{{viewingsRemoved}}</dd>
        <dt>Viewings restored</dt><dd>{{viewingsRestored}}</dd><dt>Notes and ratings put back</dt><dd>{{restored}}</dd><dt>Changed since, left as is</dt><dd>{{changedSince}}</dd>
        {{#others}}<dt>Of {{kind}}: no longer followed</dt><dd>{{unfollowed}}</dd><dt>Of {{kind}}: followed still</dt><dd>{{kept}}</dd>
        <dt>Of {{kind}}: ratings removed</dt><dd>{{ratingsRemoved}}</dd><dt>Of {{kind}}: viewings removed</dt><dd>{{viewingsRemoved}}</dd>{{/others}}
        </dl>
        {{#kept}}<p>Films it added that something else came to later stay on the list, without what the import gave them.</p>{{/kept}}
        {{^done}}<form method="post" action="{{action}}">{{> csrf}}<input type="hidden" name="number" value="{{number}}"><input type="hidden" name="confirm" value="1"><p><button>Take it back</button></p></form>
        <p><a href="{{importPage}}">Keep it</a></p>{{/done}}
        {{#done}}<p><a href="{{list}}">See the list</a> · <a href="{{importPage}}">Your imports</a></p>{{/done}}
        """,
        "importSummary": """
        <p>{{#done}}Imported{{/done}}{{^done}}Importing{{/done}} {{filename}} {{#done}}did{{/done}}{{^done}}would do{{/done}} this:</p>
        {{#readAs}}<p id="read-as">Read as {{service}}'s export, by its columns. It could be read as {{alternatives}} too: choose that under Format on the <a href="{{importPage}}">import page</a> and read the file again.</p>{{/readAs}}
        <dl class="facts" id="summary">
        <dt>Films added</dt><dd>{{added}}</dd><dt>Films updated</dt><dd>{{updated}}</dd><dt>Unchanged</dt><dd>{{unchanged}}</dd>
        <dt>Viewings added</dt><dd>{{viewingsAdded}}</dd><dt>Viewings merged</dt><dd id="viewings-merged">{{viewingsMerged}}</dd><dt>Conflicts</dt><dd>{{conflicts}}</dd><dt>Rows skipped</dt><dd>{{skipped}}</dd>
        {{#hasOther}}{{#other}}<dt>Followed ({{kind}})</dt><dd id="other-followed">{{followed}}</dd><dt>Rated ({{kind}})</dt><dd id="other-rated">{{ratingsAdded}}</dd><dt>Viewings added ({{kind}})</dt><dd id="other-viewings">{{viewingsAdded}}</dd>{{/other}}{{/hasOther}}
        </dl>
        {{#leftOut}}<p id="left-out">Not kept, as this program has no place for them: {{leftOut}}.</p>{{/leftOut}}
        {{#hasUnmatched}}<h2>Rows not matched (not imported)</h2><table class="tally" id="unmatched"><tr><th>Where</th><th>Title</th><th>Why</th></tr>
        {{#unmatched}}<tr><td>{{where}}</td><td>{{title}}</td><td>{{problem}}</td></tr>{{/unmatched}}</table>{{/hasUnmatched}}
        {{^done}}<form method="post" action="{{confirm}}">{{> csrf}}<input type="hidden" name="upload" value="{{upload}}"><input type="hidden" name="format" value="{{format}}"><p><button>Import it</button></p></form>{{/done}}
        {{#done}}{{#number}}<p id="import-number">This is import {{number}}; the <a href="{{importPage}}">import page</a> lists it, to take it back if it was the wrong file.</p>{{/number}}<p><a href="{{list}}">See the list</a></p>{{/done}}
        """,
    ]
}
