import Auth
import CommandInjection
#if AuthDevAdapters
import Storage
#endif

/// What `auth-dev` tells a person to do after an error, in its own commands and options.
enum AuthDevErrorAdvice {
    static let advice = ErrorAdvice { error in
        AuthAdvice.advice(for: error, invokedAs: "auth-dev") ?? storage(error)
    }

    /// Only a build with the real adapters opens databases.
    private static func storage(_ error: any Error) -> String? {
        #if AuthDevAdapters
        switch error {
        case StorageError.notADatabase, StorageError.cannotOpen, StorageError.writtenByNewerVersion, StorageError.readOnly:
            "Use another file with --database PATH, or leave it out to work in memory."
        default: nil
        }
        #else
        nil
        #endif
    }
}
