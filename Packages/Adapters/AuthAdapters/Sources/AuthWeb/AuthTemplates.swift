/// The Auth pages' templates.
enum AuthTemplates {
    static let sources: [String: String] = [
        "logIn": """
        {{> problem}}
        {{#singleSignOn}}<p><a class="button" href="{{path}}">Log in with {{provider}}</a></p>{{/singleSignOn}}
        {{#passwords}}
        <form method="post" action="{{action}}">
        {{> csrf}}<input type="hidden" name="next" value="{{next}}">
        <label for="name">Profile name</label>
        <input type="text" id="name" name="name" value="{{name}}" autocomplete="username" autocapitalize="none" required autofocus>
        <label for="password">Password</label>
        <input type="password" id="password" name="password" autocomplete="current-password" required>
        {{#choosing}}
        <label for="new-password">A new password (at least {{minimum}} characters)</label>
        <input type="password" id="new-password" name="newPassword" autocomplete="new-password" minlength="{{minimum}}" required>
        <label for="again">The new password again</label>
        <input type="password" id="again" name="again" autocomplete="new-password" required>
        {{/choosing}}
        {{#code}}
        <label for="code">The six digits your authenticator app shows, or a recovery code</label>
        <input type="text" id="code" name="code" autocomplete="one-time-code" autocapitalize="none" required>
        {{/code}}
        <p><button>Log in</button></p>
        </form>
        {{/passwords}}
        {{#signUp}}<p>No profile yet? <a href="{{signUp}}">Sign up</a>.</p>{{/signUp}}
        """,
        "signOnProblem": """
        {{> problem}}
        <p><a href="{{logIn}}">Back to the log-in page</a></p>
        """,
        "signUp": """
        {{> problem}}
        {{#open}}
        <form method="post" action="{{action}}">
        {{> csrf}}
        <label for="name">Profile name</label>
        <input type="text" id="name" name="name" value="{{name}}" autocomplete="username" autocapitalize="none" required autofocus>
        <label for="password">Password (at least {{minimum}} characters)</label>
        <input type="password" id="password" name="password" autocomplete="new-password" minlength="{{minimum}}" required>
        <label for="again">The password again</label>
        <input type="password" id="again" name="again" autocomplete="new-password" required>
        {{#invitation}}
        <label for="invitation">Invitation code</label>
        <input type="text" id="invitation" name="invitation" value="{{code}}" autocomplete="off" autocapitalize="none" aria-describedby="invitation-help">
        <p id="invitation-help" class="muted">From the link the server's owner sent. The server's first profile, its owner, needs none.</p>
        {{/invitation}}
        <p><button>Sign up</button></p>
        </form>
        <p>Have a profile? <a href="{{logIn}}">Log in</a>.</p>
        {{/open}}
        {{^open}}<p>This server does not let visitors sign up. Ask whoever runs it for a profile, then <a href="{{logIn}}">log in</a>.</p>{{/open}}
        """,
    ]
}
