import CommandInjection
import SketchCLI
#if SketchDevAdapters
import Storage
#endif

/// What `sketch-dev` tells a person to do after an error, in its own commands and options.
enum SketchDevErrorAdvice {
    static let advice = ErrorAdvice { error in
        SketchAdvice.advice(for: error, invokedAs: "sketch-dev") ?? storage(error)
    }

    /// Only a build with the real adapters opens databases.
    private static func storage(_ error: any Error) -> String? {
        #if SketchDevAdapters
        StorageError.fileAdvice(for: error, option: "--database")
        #else
        nil
        #endif
    }
}
