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
        StorageError.fileAdvice(for: error, option: "--database")
        #else
        nil
        #endif
    }
}
