import Foundation

/// The layout rendered ahead of any request, with a marker wherever a request puts a value,
/// and split there: a request then joins the pieces with its own values, escaped, and its
/// page's body. The template engine looks every value up by name and casts it at run time,
/// which took a fifth of the list page's time when each request rendered the layout itself.
struct LayoutFrame: Sendable {
    /// A place in the frame for a value of the request.
    enum Slot: String, CaseIterable, Sendable {
        /// The page's title, as text.
        case title
        /// The forgery token of the log-out form, as text.
        case csrf
        /// The signed-in profile's name, as text.
        case viewer
        /// The notice paragraph, as markup: empty for none.
        case notice
        /// The page's content, as markup.
        case body

        /// What marks the slot in the frame: letters and digits only, so that escaping leaves
        /// it as it is, and a random part, so that no text of the site holds it.
        var marker: String { "slot\(rawValue)\(Self.run)" }

        private static let run = UUID().uuidString.filter(\.isHexDigit)
    }

    /// The frame's text between the slots.
    private let pieces: [String]
    /// The slots in the order they appear, one fewer than ``pieces``.
    private let slots: [Slot]

    /// Splits `rendered`, a layout rendered with each slot's ``Slot/marker`` as its value.
    init(rendered: String) {
        var pieces: [String] = []
        var slots: [Slot] = []
        var rest = Substring(rendered)
        while let (slot, range) = Slot.allCases.compactMap({ slot in rest.range(of: slot.marker).map { (slot, $0) } }).min(by: { $0.1.lowerBound < $1.1.lowerBound }) {
            pieces.append(String(rest[..<range.lowerBound]))
            slots.append(slot)
            rest = rest[range.upperBound...]
        }
        pieces.append(String(rest))
        self.pieces = pieces
        self.slots = slots
    }

    /// The document: the frame with `values` in its slots, texts escaped and markup as it is.
    func render(_ values: [Slot: String]) -> String {
        var filled: [String] = []
        filled.reserveCapacity(pieces.count + slots.count)
        for (index, slot) in slots.enumerated() {
            filled.append(pieces[index])
            let value = values[slot] ?? ""
            filled.append(slot == .notice || slot == .body ? value : Self.escaped(value))
        }
        filled.append(pieces[slots.count])
        return filled.joined()
    }

    /// `text` safe in HTML text and in quoted attributes: the five characters that can end
    /// either are written as references, as the templates write `{{value}}`.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else { return text }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 16)
        for character in text.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }
}
