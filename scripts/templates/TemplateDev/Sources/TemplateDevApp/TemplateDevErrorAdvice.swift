import CommandInjection
import TemplateInterface

/// What `template-dev` tells a person to do after an error, in its own commands and options.
enum TemplateDevErrorAdvice {
    static let advice = ErrorAdvice { error in
        switch error {
        case TemplateError.blankText: "Give the text in quotes: `template-dev add \"first item\"`."
        case TemplateError.unreadableFile, TemplateError.unwritableFile:
            "Use another file with --file PATH, or leave it out to work in memory."
        default: nil
        }
    }
}
