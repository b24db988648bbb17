import CommandInjection
import Foundation
import Storage
import TerminalUI

/// Runs a dev app: parses, builds its root from the parsed wiring, runs, and advises after an
/// error as the feature does, in the dev app's name.
public enum DevAppEntryPoint<App: DevApp> {
    /// Runs the command line of this process.
    public static func main() async {
        InterruptHandler.install()
        await InjectedCommandRunner.main(DevAppCommand<App>.self, wiring: App.Wiring.self, advice: advice) { wiring in
            try await DevAppRoot<App>(wiring: wiring, environment: ProcessInfo.processInfo.environment).makeContainer()
        }
    }

    /// The dev app's advice on its own options, else the feature's, else the database file's.
    public static var advice: ErrorAdvice {
        ErrorAdvice { error in
            App.advice(for: error) ?? App.feature.advice(for: error, invokedAs: App.executable)
                ?? StorageError.fileAdvice(for: error, option: "--database")
        }
    }
}
