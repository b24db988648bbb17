import CommandInjection
import SketchInterface
#if SketchDevAdapters
import Storage
#endif

/// What `sketch-dev` tells a person to do after an error, in its own commands and options.
enum SketchDevErrorAdvice {
    static let advice = ErrorAdvice { error in
        switch error {
        case SketchError.blankText: "Give the text in quotes: `sketch-dev add \"first item\"`."
        case SketchError.textTooLong: "Say it in \(SketchError.longestText) characters or fewer."
        default: storage(error)
        }
    }

    /// Only a build with the real adapters opens databases.
    private static func storage(_ error: any Error) -> String? {
        #if SketchDevAdapters
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
