import Testing
import WebUI

@Suite struct BarChartTests {
    @Test func drawsOneBarPerValueScaledToTheTallest() throws {
        let chart = BarChart(title: "Viewings <per> year", bars: [.init(label: "2024", value: 2), .init(label: "2025", value: 4)])
        let svg = try chart.render().text
        #expect(svg.components(separatedBy: "<rect class=\"bar\"").count == 3)
        #expect(svg.contains(#"aria-label="Viewings &lt;per&gt; year""#))
        // The tallest bar fills the plot (200 - 18 - 14 = 168 units); the other is half as tall.
        #expect(svg.contains(#"height="168""#))
        #expect(svg.contains(#"height="84""#))
    }

    @Test func anEmptyChartDrawsNoBars() throws {
        let svg = try BarChart(title: "Nothing", bars: []).render().text
        #expect(!svg.contains("<rect"))
    }
}
