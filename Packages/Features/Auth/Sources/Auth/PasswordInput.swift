import AuthInterface
import TerminalUI
import TerminalUIInterface

/// Where a command gets a password: a prompt without echo on a terminal, or one line of
/// standard input with `--password-stdin`.
enum PasswordInput {
    static func read(from terminal: any Terminal, passwordStdin: Bool, prompt: String) throws(AuthError) -> String {
        if passwordStdin {
            guard let line = terminal.readLine() else { throw .passwordInputEnded }
            return line
        }
        guard terminal.isInteractive else { throw .noPasswordInput }
        guard let line = terminal.readSecret(prompt: prompt) else { throw .passwordInputEnded }
        return line
    }

    /// Reads a new password; on a terminal it is asked twice so a typo is caught.
    static func readNew(from terminal: any Terminal, passwordStdin: Bool) throws(AuthError) -> String {
        let password = try read(from: terminal, passwordStdin: passwordStdin, prompt: "Choose a password (at least \(AuthError.minimumPasswordLength) characters): ")
        guard !passwordStdin else { return password }
        let repeated = try read(from: terminal, passwordStdin: false, prompt: "Repeat the password: ")
        guard repeated == password else { throw .passwordsDiffer }
        return password
    }
}
