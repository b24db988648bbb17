import ArgumentParser

/// The Template feature's commands, for an executable's root command to list.
public enum TemplateCommands {
    /// `add` and `list`.
    public static let all: [any ParsableCommand.Type] = [TemplateAddCommand.self, TemplateListCommand.self]
}
