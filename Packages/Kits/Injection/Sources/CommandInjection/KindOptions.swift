import ArgumentParser

/// Options that a feature's titles of another kind add to another feature's command:
/// `--season` on `show`, for series. The command that takes them (`ShowCommand<Kinds>`) knows
/// none of them: it lists them with its own, adds their help to its own, and hands what was
/// parsed to the providers of those titles, each of which finds its own value with
/// ``KindOptions/parts``.
///
/// ArgumentParser reads a command's options from its stored properties, so they cannot be
/// added to a command at run time; a command that takes other kinds' options is generic over
/// them instead, and the root makes it with every feature's (``KindOptionTypes``).
public protocol KindOptions: ParsableArguments, Sendable {
    /// The name of the command they join (`show`).
    static var command: String { get }
    /// What the command does with these titles, after what it does with its own in its
    /// abstract (`, or a series' seasons`).
    static var abstract: String { get }
    /// What the command's argument may name of these titles, after its own in its help
    /// (`; or a series' id or title`).
    static var argument: String { get }
    /// Sentences added to the command's discussion, after its own.
    static var discussion: String { get }
    /// Lines added to the command's examples.
    static var examples: [String] { get }
    /// The titles they apply to, as a message names one (`a series`).
    static var titles: [String] { get }
    /// What the help of the command's `--json` says of these titles, at the place the command
    /// gives (`, season, episode, episodeTitle` among `history`'s keys).
    static var json: String { get }
    /// The options given, as typed (`--season`), so the command can say they do not apply to
    /// its own titles.
    var given: [String] { get }
    /// The values that each feature's provider looks for: this one, or those it joins.
    var parts: [any Sendable] { get }
}

extension KindOptions {
    /// This value alone.
    public var parts: [any Sendable] { [self] }
    /// Nothing: the command's `--json` says nothing of these titles.
    public static var json: String { "" }
}

/// No other kind's options: a command in an app that has titles of its own kind only.
public struct NoKindOptions: KindOptions {
    public static let command = ""
    public static let abstract = ""
    public static let argument = ""
    public static let discussion = ""
    public static let examples: [String] = []
    public static let titles: [String] = []
    public var given: [String] { [] }
    public var parts: [any Sendable] { [] }

    /// Declares none; ArgumentParser makes it while parsing.
    public init() {}
}

/// Two features' options for one command, listed one after the other.
public struct JoinedKindOptions<First: KindOptions, Second: KindOptions>: KindOptions {
    public static var command: String { First.command }
    public static var abstract: String { First.abstract + Second.abstract }
    public static var argument: String { First.argument + Second.argument }
    public static var discussion: String { [First.discussion, Second.discussion].filter { !$0.isEmpty }.joined(separator: " ") }
    public static var examples: [String] { First.examples + Second.examples }
    public static var titles: [String] { First.titles + Second.titles }
    public static var json: String { First.json + Second.json }

    /// The first feature's options, as parsed.
    @OptionGroup public var first: First
    /// The second feature's options, as parsed.
    @OptionGroup public var second: Second

    public var given: [String] { first.given + second.given }
    public var parts: [any Sendable] { first.parts + second.parts }

    /// Declares both; ArgumentParser fills them while parsing.
    public init() {}
}

/// Options of another kind given with a title of the command's own kind, or with what names
/// no title at all: `show tt0068646 --season 2` for a film.
public struct KindOptionsNotApplicable: Error, CustomStringConvertible {
    /// The title as given.
    public let reference: String
    /// The options given, as typed.
    public let options: [String]
    /// The titles they apply to (`a series`).
    public let titles: [String]
    /// The command's own titles (`a film`).
    public let own: String

    /// The error for `options`, given with `reference`, which names none of `titles`.
    public init(reference: String, options: [String], titles: [String], own: String) {
        self.reference = reference
        self.options = options
        self.titles = titles
        self.own = own
    }

    public var description: String {
        let one = options.count == 1
        let named = SentenceList.phrase(options, joining: "and")
        let kinds = SentenceList.phrase(titles, joining: "or")
        return "\(reference) is not \(kinds) in the catalog, so \(named) \(one ? "does" : "do") not apply; leave \(one ? "it" : "them") out for \(own)"
    }
}

/// Every feature's ``KindOptions``, from which a root makes each command that takes them.
public struct KindOptionTypes: Sendable {
    private let types: [any KindOptions.Type]

    /// The options that features declare (`AppFeature.kindOptions`), each naming its command.
    public init(_ types: [any KindOptions.Type]) {
        self.types = types
    }

    /// None: an app or a dev app whose titles are of one kind.
    public static let none = KindOptionTypes([])

    /// The options of every feature that join `command`, as one type (``NoKindOptions`` when
    /// none does), in the features' order.
    public func joined(for command: String) -> any KindOptions.Type {
        let joining = types.filter { $0.command == command }
        guard var joined = joining.first else { return NoKindOptions.self }
        for next in joining.dropFirst() {
            joined = Self.join(joined, next)
        }
        return joined
    }

    private static func join(_ first: any KindOptions.Type, _ second: any KindOptions.Type) -> any KindOptions.Type {
        func opening<First: KindOptions>(_: First.Type) -> any KindOptions.Type {
            func opening<Second: KindOptions>(_: Second.Type) -> any KindOptions.Type { JoinedKindOptions<First, Second>.self }
            return opening(second)
        }
        return opening(first)
    }
}

/// Words joined as a sentence lists them: `a`, `a and b`, `a, b and c`.
enum SentenceList {
    static func phrase(_ words: [String], joining conjunction: String) -> String {
        guard let last = words.last else { return "" }
        guard words.count > 1 else { return last }
        return words.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
