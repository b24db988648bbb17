import CommandInjection

/// What `scrobbling-dev` tells a person to do after an error, in its own commands and options.
enum ScrobblingDevErrorAdvice {
    static let advice = ErrorAdvice { error in
        switch error {
        case ScrobblingDevError.unreadableFile: "Give the path of a webhook body, such as one of Packages/Features/Scrobbling/Fixtures."
        default: nil
        }
    }
}
