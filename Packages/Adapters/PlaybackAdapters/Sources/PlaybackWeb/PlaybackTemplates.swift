/// The Playback page's Mustache template.
enum PlaybackTemplates {
    static let sources: [String: String] = [
        "playback": """
        {{> problem}}
        <h2>Items</h2>
        {{#hasItems}}<p>{{count}}</p><ol id="items">{{#items}}<li value="{{number}}">{{text}}</li>{{/items}}</ol>{{/hasItems}}
        {{^hasItems}}<p class="muted">Nothing yet.</p>{{/hasItems}}
        <h2>Add an item</h2>
        <form method="post" action="{{action}}" class="inline">
        {{> csrf}}
        <div><label for="text">Text</label><input type="text" id="text" name="text" required maxlength="{{longest}}"></div>
        <button>Add</button>
        </form>
        """,
    ]
}
