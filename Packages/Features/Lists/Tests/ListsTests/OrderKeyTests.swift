import ListsPorts
import PropertyBased
import Testing

/// ``OrderKey``: a key between two neighbours sorts between them, and there is none exactly
/// when they leave no room, at the ends of `Int64` included.
struct OrderKeyTests {
    @Test func aKeyBetweenTwoNeighboursSortsBetweenThemOrThereIsNoRoom() async {
        // Far apart, and near neighbours (0 to 4 apart), anywhere in Int64.
        let key = Gen.int64(in: Int64.min...Int64.max)
        let near = zip(key, Gen.int64(in: 0...4)).map { first, width in (first, first.addingReportingOverflow(width).partialValue) }
        await propertyCheck(count: 600, input: Gen.oneOf(zip(key, key), near)) { first, second in
            let (before, after) = (min(first, second), max(first, second))
            let (room, overflow) = after.subtractingReportingOverflow(before)
            if let between = OrderKey.between(before, after) {
                #expect(before < between && between < after)
            } else {
                #expect(overflow || room < 2, "\(before) and \(after) leave room")
            }
        }
    }

    @Test func aKeyAtAnEndGoesPastItByTheSpacingUnlessThatOverflows() {
        #expect(OrderKey.between(nil, nil) == OrderKey.spacing)
        #expect(OrderKey.between(5, nil) == 5 + OrderKey.spacing)
        #expect(OrderKey.between(nil, 5) == 5 - OrderKey.spacing)
        #expect(OrderKey.between(Int64.max - 1, nil) == nil)
        #expect(OrderKey.between(nil, Int64.min + 1) == nil)
        #expect(OrderKey.between(7, 8) == nil)
        #expect(OrderKey.numbered(3) == 3 * OrderKey.spacing)
    }
}
