/// The Lists pages' Mustache templates.
enum ListsTemplates {
    static let sources: [String: String] = [
        "lists": """
        {{> problem}}
        <h2>Your lists</h2>
        {{#hasLists}}<ul id="lists">{{#lists}}<li><a href="{{path}}">{{name}}</a> <span class="muted">{{count}}</span>{{#rules}} <span class="muted">by rules: {{rules}}</span>{{/rules}}{{#description}}<br>{{description}}{{/description}}</li>{{/lists}}</ul>{{/hasLists}}
        {{^hasLists}}<p class="muted">No lists yet.</p>{{/hasLists}}
        {{#hasShared}}<h2>Shared with you</h2>
        <ul id="shared">{{#shared}}<li><a href="{{path}}">{{name}}</a> <span class="muted">{{owner}}'s, {{count}}; you may {{may}} it</span></li>{{/shared}}</ul>{{/hasShared}}
        <h2>Your public page</h2>
        {{#page}}<p>Anyone reads the lists you show at <a href="{{address}}">{{address}}</a>, without an account; nothing else of yours is on it.</p>{{/page}}
        {{^page}}<p class="muted">You have no public page. Open one to show the lists you choose to anyone, at an address of your choosing.</p>{{/page}}
        <form method="post" action="{{pageAction}}">
        {{> csrf}}
        <div><label for="path">Its path, after /people/</label><input type="text" id="path" name="path" required minlength="3" maxlength="30" pattern="\\s*[a-zA-Z0-9][a-zA-Z0-9\\-]{1,28}[a-zA-Z0-9]\\s*" placeholder="film-club" value="{{#page}}{{path}}{{/page}}"></div>
        <button>{{#page}}Move it{{/page}}{{^page}}Open it{{/page}}</button>
        </form>
        {{#page}}<form method="post" action="{{pageAction}}/close">{{> csrf}}<button>Close the page</button></form>{{/page}}
        <h2>Make a list</h2>
        <form method="post" action="{{action}}">
        {{> csrf}}
        <div><label for="name">Name</label><input type="text" id="name" name="name" required maxlength="{{longestName}}"></div>
        <div><label for="description">What it is for</label><input type="text" id="description" name="description" maxlength="{{longestDescription}}"></div>
        <div><label for="rules">Rules, one a line (leave empty to fill it by hand)</label><textarea id="rules" name="rules" rows="3" aria-describedby="rules-help" placeholder="genre=Drama&#10;watched=no"></textarea>
        <p id="rules-help" class="muted">{{rulesHelp}}</p></div>
        <button>Make</button>
        </form>
        """,
        "list": """
        {{> problem}}
        {{^own}}<p class="muted">{{owner}}'s list: you may {{may}} it.</p>{{/own}}
        {{#description}}<p>{{description}}</p>{{/description}}
        <p>{{count}}{{#rules}}, those you keep that meet its rules: {{rules}}{{/rules}}</p>
        {{> screens}}
        {{#hasItems}}<ol id="items">{{#items}}<li value="{{position}}"><span class="title" data-id="{{titleID}}">{{title}}</span>{{#year}} ({{year}}){{/year}} <span class="muted">{{kind}}</span>{{#note}} <span class="muted">{{note}}</span>{{/note}}
        {{#byHand}}{{#hasUp}}<form method="post" action="{{path}}/move{{of}}" class="inline">{{> csrf}}<input type="hidden" name="titleID" value="{{titleID}}"><input type="hidden" name="position" value="{{up}}"><button aria-label="Move {{title}} up">Up</button></form>{{/hasUp}}
        {{#hasDown}}<form method="post" action="{{path}}/move{{of}}" class="inline">{{> csrf}}<input type="hidden" name="titleID" value="{{titleID}}"><input type="hidden" name="position" value="{{down}}"><button aria-label="Move {{title}} down">Down</button></form>{{/hasDown}}
        <form method="post" action="{{path}}/move{{of}}" class="inline">{{> csrf}}<input type="hidden" name="titleID" value="{{titleID}}"><label for="to-{{titleID}}">Place of {{title}}</label><input type="number" id="to-{{titleID}}" name="position" min="1" max="{{last}}" value="{{position}}" required><button>Move</button></form>
        <form method="post" action="{{path}}/remove{{of}}" class="inline">{{> csrf}}<input type="hidden" name="titleID" value="{{titleID}}"><button aria-label="Take {{title}} off">Take off</button></form>{{/byHand}}
        </li>{{/items}}</ol>{{/hasItems}}
        {{^hasItems}}<p class="muted">{{#rules}}No title you keep meets its rules.{{/rules}}{{^rules}}Nothing on it yet.{{/rules}}</p>{{/hasItems}}
        {{#takesRules}}<h2>Its rules</h2>
        <form method="post" action="{{path}}/rules">
        {{> csrf}}
        <div><label for="rules">Rules, one a line (empty: a list kept by hand)</label><textarea id="rules" name="rules" rows="3" aria-describedby="rules-help">{{ruleLines}}</textarea>
        <p id="rules-help" class="muted">{{rulesHelp}}</p></div>
        <button>Keep these rules</button>
        </form>{{/takesRules}}
        {{#byHand}}<h2>Put a title on it</h2>
        <form method="post" action="{{path}}/items{{of}}">
        {{> csrf}}
        <div><label for="titleID">IMDb id</label><input type="text" id="titleID" name="titleID" required pattern="\\\\s*[tT]{2}[0-9]{7,10}\\\\s*" placeholder="tt0068646"></div>
        <div><label for="note">Note</label><input type="text" id="note" name="note" maxlength="{{longestNote}}"></div>
        <div><label for="position">Place (empty for the end)</label><input type="number" id="position" name="position" min="1"></div>
        <button>Put on the list</button>
        </form>{{/byHand}}
        {{#own}}<h2>Collaborators</h2>
        {{#hasCollaborators}}<ul id="collaborators">{{#collaborators}}<li>{{name}} <span class="muted">may {{may}} it</span>
        <form method="post" action="{{path}}/collaborators" class="inline">{{> csrf}}<input type="hidden" name="profile" value="{{name}}"><input type="hidden" name="access" value="none"><button aria-label="Stop sharing with {{name}}">Stop sharing</button></form></li>{{/collaborators}}</ul>{{/hasCollaborators}}
        {{^hasCollaborators}}<p class="muted">Only you read this list.</p>{{/hasCollaborators}}
        <form method="post" action="{{path}}/collaborators">
        {{> csrf}}
        <div><label for="profile">A profile of this server</label><input type="text" id="profile" name="profile" required maxlength="100"></div>
        <div><label for="access">May</label><select id="access" name="access"><option value="read">read it</option><option value="edit">read and edit it</option></select></div>
        <button>Let them</button>
        </form>
        <h2>Your public page</h2>
        {{#pageOpen}}<p>{{#onPage}}It is on your public page.{{/onPage}}{{^onPage}}It is not on your public page.{{/onPage}}</p>
        <form method="post" action="{{path}}/public">{{> csrf}}<input type="hidden" name="shown" value="{{#onPage}}no{{/onPage}}{{^onPage}}yes{{/onPage}}"><button>{{#onPage}}Take it off the page{{/onPage}}{{^onPage}}Show it on the page{{/onPage}}</button></form>{{/pageOpen}}
        {{^pageOpen}}<p class="muted">You have no public page; open one on <a href="{{listsPath}}">your lists</a> to show this list there.</p>{{/pageOpen}}
        <h2>Share it</h2>
        {{#share}}<div id="share"><p>Anyone with these addresses reads the list's name, description and titles, never its notes; they are shown only now.</p>
        <ul><li>The list's page: <a href="{{page}}">{{page}}</a></li><li>Radarr (StevenLu list): <a href="{{radarr}}">{{radarr}}</a></li><li>JSON Feed: <a href="{{jsonFeed}}">{{jsonFeed}}</a></li><li>RSS: <a href="{{rss}}">{{rss}}</a></li></ul></div>{{/share}}
        <form method="post" action="{{path}}/share" class="inline">{{> csrf}}<button>Make new read-only addresses</button></form>
        <form method="post" action="{{path}}/unshare" class="inline">{{> csrf}}<button>Stop sharing</button></form>
        <form method="post" action="{{path}}/delete">{{> csrf}}<button>Delete this list</button></form>{{/own}}
        """,
        "shared": """
        {{#description}}<p>{{description}}</p>{{/description}}
        <p>{{count}}</p>
        {{> screens}}
        <ol id="items">{{#items}}<li value="{{position}}"><span class="title">{{title}}</span>{{#year}} ({{year}}){{/year}} <span class="muted">{{kind}}</span></li>{{/items}}</ol>
        {{#feeds}}<p>Follow it: <a href="{{rss}}">RSS</a>, <a href="{{jsonFeed}}">JSON Feed</a>, <a href="{{radarr}}">Radarr (StevenLu list)</a>. <a href="{{page}}">Every list on this page</a></p>{{/feeds}}
        """,
        "screens": """
        {{#screens}}<nav aria-label="Screens of the list"><p>Showing {{shown}}. {{#earlier}}<a href="{{earlier}}">Earlier titles</a> {{/earlier}}{{#later}}<a href="{{later}}">Later titles</a>{{/later}}</p></nav>{{/screens}}
        """,
        "people": """
        {{#hasLists}}<ul id="lists">{{#lists}}<li><a href="{{path}}">{{name}}</a> <span class="muted">{{count}}</span>{{#description}}<br>{{description}}{{/description}}</li>{{/lists}}</ul>{{/hasLists}}
        {{^hasLists}}<p class="muted">No lists here yet.</p>{{/hasLists}}
        """,
    ]
}
