import CommandInjection
import SeriesCLI
import SeriesInterface
#if SeriesDevAdapters
import Storage
#endif

/// What `series-dev` tells a person to do after an error, in its own commands and options.
enum SeriesDevErrorAdvice {
    static let advice = ErrorAdvice { error in
        SeriesAdvice.advice(for: error, invokedAs: "series-dev") ?? storage(error)
    }

    /// Only a build with the real adapters opens databases.
    private static func storage(_ error: any Error) -> String? {
        #if SeriesDevAdapters
        StorageError.fileAdvice(for: error, option: "--database")
        #else
        nil
        #endif
    }
}
