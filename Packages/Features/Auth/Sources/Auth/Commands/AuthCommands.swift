import ArgumentParser

/// The Auth feature's commands, for an executable's root command to list.
public enum AuthCommands {
    /// `signup`, `login`, `logout` and `whoami`.
    public static let all: [any ParsableCommand.Type] = [
        SignUpCommand.self, LogInCommand.self, LogOutCommand.self, WhoAmICommand.self,
    ]

    /// `signup`, `login`, `logout` and `status` on a server, for a `remote` command group.
    public static let remote: [any ParsableCommand.Type] = [
        RemoteSignUpCommand.self, RemoteLogInCommand.self, RemoteLogOutCommand.self, RemoteStatusCommand.self,
    ]
}
