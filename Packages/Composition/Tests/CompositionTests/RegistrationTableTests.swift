import Testing
@testable import Composition

@Suite struct RegistrationTableTests {
    /// More types than the table's first capacity, so it grows twice.
    private let types: [Any.Type] = [
        Int.self, Int8.self, Int16.self, Int32.self, Int64.self, UInt.self, UInt8.self, UInt16.self,
        UInt32.self, UInt64.self, Float.self, Double.self, String.self, Character.self, Bool.self, Substring.self,
        [Int].self, [String].self, Set<Int>.self, [Int: Int].self, Int?.self, String?.self, [Bool].self, (Int, Int).self,
        [Double].self, Set<String>.self, [String: Int].self, Double?.self, Bool?.self, [Character].self, UInt8?.self, [[Int]].self,
        Never.self, Void.self, Unicode.Scalar.self, ContinuousClock.self, Duration.self, [UInt8].self, Range<Int>.self, ClosedRange<Int>.self,
    ]

    private final class Marker: AnyRegistration {
        let index: Int
        init(_ index: Int) { self.index = index }
        func makeErased(_ resolver: Resolver) throws -> any Sendable { index }
    }

    @Test func findsEveryKeyAfterGrowingAndMissesUnknownOnes() {
        var table = RegistrationTable()
        for (index, type) in types.enumerated() {
            table[ServiceKey(type)] = Marker(index)
        }
        for (index, type) in types.enumerated() {
            #expect((table[ServiceKey(type)] as? Marker)?.index == index, "\(type)")
        }
        #expect(table[ServiceKey(Float16?.self)] == nil)
        #expect(table.allKeys.count == types.count)
    }

    @Test func theAddressIsThatOfTheStoredRegistration() {
        var table = RegistrationTable()
        let marker = Marker(7)
        table[ServiceKey(Int.self)] = marker
        #expect(table.address(for: ServiceKey(Int.self)) == UnsafeRawPointer(Unmanaged.passUnretained(marker).toOpaque()))
        #expect(table.address(for: ServiceKey(String.self)) == nil)
    }

    @Test func replacingAKeyKeepsOneEntry() {
        var table = RegistrationTable()
        table[ServiceKey(Int.self)] = Marker(1)
        table[ServiceKey(Int.self)] = Marker(2)
        #expect((table[ServiceKey(Int.self)] as? Marker)?.index == 2)
        #expect(table.allKeys.count == 1)
    }
}
