import CommandInjection
import CalendarCLI
#if CalendarDevAdapters
import Storage
#endif

/// What `calendar-dev` tells a person to do after an error, in its own commands and options.
enum CalendarDevErrorAdvice {
    static let advice = ErrorAdvice { error in
        CalendarAdvice.advice(for: error, invokedAs: "calendar-dev") ?? NotificationsAdvice.advice(for: error, invokedAs: "calendar-dev notifications")
            ?? storage(error)
    }

    /// Only a build with the real adapters opens databases.
    private static func storage(_ error: any Error) -> String? {
        #if CalendarDevAdapters
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
