/// A bar chart drawn as SVG on the server: a page shows it with no script and no image file.
public struct BarChart: Sendable {
    /// A bar: what it counts and how many.
    public struct Bar: Sendable, Hashable {
        /// Its label, under it.
        public let label: String
        /// Its height, in units of the chart.
        public let value: Int

        /// Creates one.
        public init(label: String, value: Int) {
            self.label = label
            self.value = value
        }
    }

    /// What the chart shows, read aloud by screen readers.
    public let title: String
    /// Its bars, left to right.
    public let bars: [Bar]

    /// Creates a chart.
    public init(title: String, bars: [Bar]) {
        self.title = title
        self.bars = bars
    }

    private static let width = 600
    private static let height = 200
    private static let labelSpace = 18
    private static let valueSpace = 14

    /// The chart, as an SVG element in a figure.
    public func render() throws(TemplateError) -> HTML {
        let tallest = max(1, bars.map(\.value).max() ?? 1)
        let slot = Double(Self.width) / Double(max(1, bars.count))
        let plot = Double(Self.height - Self.labelSpace - Self.valueSpace)
        let drawn = bars.enumerated().map { index, bar -> [String: Any] in
            let height = plot * Double(max(0, bar.value)) / Double(tallest)
            let x = Double(index) * slot
            return [
                "label": bar.label, "value": bar.value,
                "x": Self.number(x + slot * 0.15), "width": Self.number(slot * 0.7), "centre": Self.number(x + slot / 2),
                "y": Self.number(Double(Self.valueSpace) + plot - height), "height": Self.number(height),
                "valueY": Self.number(Double(Self.valueSpace) + plot - height - 3), "labelY": Self.height - 4,
            ]
        }
        let context: [String: Any] = ["title": title, "bars": drawn, "width": Self.width, "height": Self.height]
        return try Self.templates.get().render("chart", context)
    }

    /// One decimal at most: enough for a pixel, and short.
    private static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    private static let templates = Result { () throws(TemplateError) -> Templates in
        try Templates([
            "chart": """
            <figure class="chart"><svg viewBox="0 0 {{width}} {{height}}" role="img" aria-label="{{title}}" xmlns="http://www.w3.org/2000/svg">\
            <title>{{title}}</title>\
            {{#bars}}<g><rect class="bar" x="{{x}}" y="{{y}}" width="{{width}}" height="{{height}}"></rect>\
            <text x="{{centre}}" y="{{valueY}}" text-anchor="middle">{{value}}</text>\
            <text x="{{centre}}" y="{{labelY}}" text-anchor="middle">{{label}}</text></g>{{/bars}}\
            </svg><figcaption>{{title}}</figcaption></figure>
            """,
        ])
    }
}
