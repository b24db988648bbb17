import ListsInterface

/// What a person writes for a rule-based list's rules, read and checked: `FIELD OP VALUE`, the
/// field one of ``ListRule/Field``, the comparison one of `=`, `!=`, `>=`, `<=`.
enum RuleText {
    /// The rules of `texts`, one a line (a form's box gives them in one text), blank lines left
    /// out. - Throws: ``ListsError/tooManyRules(_:)`` and what ``rule(_:)`` throws.
    static func rules(_ texts: [String]) throws(ListsError) -> [ListRule] {
        let texts = texts.flatMap { $0.split(whereSeparator: \.isNewline) }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard texts.count <= ListRule.mostRules else { throw .tooManyRules(texts.count) }
        var rules: [ListRule] = []
        for text in texts { rules.append(try rule(text)) }
        return rules
    }

    /// The rule `text` writes. - Throws: ``ListsError/unknownRuleField(_:)`` and
    /// ``ListsError/badRule(_:_:)``, with what would do.
    static func rule(_ text: String) throws(ListsError) -> ListRule {
        let shown = String(text.prefix(60))
        // `!=`, `>=` and `<=` are looked for before `=`, which ends each of them.
        guard let comparison = ListRule.Comparison.allCases.first(where: { text.contains($0.rawValue) }),
              let range = text.range(of: comparison.rawValue)
        else { throw .badRule(shown, "write a field, one of = != >= <=, and a value, such as year>=1990") }
        let name = text[..<range.lowerBound].trimmingCharacters(in: .whitespaces).lowercased()
        let written = text[range.upperBound...].trimmingCharacters(in: .whitespaces)
        guard let field = ListRule.Field(rawValue: name) else { throw .unknownRuleField(String(name.prefix(30))) }
        return ListRule(field: field, comparison: comparison, value: try value(written, of: field, comparison, shown))
    }

    private static func value(_ written: String, of field: ListRule.Field, _ comparison: ListRule.Comparison, _ shown: String) throws(ListsError) -> ListRule.Value {
        let equality = comparison == .equal || comparison == .notEqual
        switch field {
        case .kind:
            guard equality, ["film", "series"].contains(written.lowercased()) else { throw .badRule(shown, "kind is = or != film or series") }
            return .word(written.lowercased())
        case .genre:
            guard equality, (1...40).contains(written.count) else { throw .badRule(shown, "genre is = or != a genre's name, such as genre=Drama") }
            return .word(written)
        case .watched:
            guard equality, let flag = ["yes": true, "no": false, "true": true, "false": false][written.lowercased()] else {
                throw .badRule(shown, "watched is = yes or = no")
            }
            return .flag(flag)
        case .year, .runtime, .rating:
            let range = field == .year ? 1870...2200 : field == .runtime ? 1...10_000 : 1...10
            guard let number = Int(written), range.contains(number) else {
                throw .badRule(shown, "\(field.rawValue) takes a whole number from \(range.lowerBound) to \(range.upperBound), such as \(field.rawValue)>=\(field == .year ? 1990 : field == .runtime ? 90 : 8)")
            }
            return .number(number)
        }
    }
}
