import CatalogTestSupport
import Testing

@testable import ExerciseSearch

@Suite struct RadixSortTests {
    @Test func ordersSmallKeysWorkedOutByHand() {
        // Keys 30, 10, 20, 10: the two 10s keep their order (positions 1 then 3).
        #expect(RadixSort.order(of: [30, 10, 20, 10]) == [1, 3, 2, 0])
        #expect(RadixSort.order(of: []) == [])
        #expect(RadixSort.order(of: [7]) == [0])
        #expect(RadixSort.order(of: [UInt64.max, 0, 1 << 63, 255, 256]) == [1, 3, 4, 2, 0])
    }

    @Test func agreesWithAStableSortOnRandomKeys() {
        var generator = SplitMix64(seed: 0x5EED)
        for round in 0..<20 {
            let count = round * 97
            // Few distinct high bytes and many ties, as packed stems have.
            let keys = (0..<count).map { _ in
                (generator.next() & 0x0F0F_0000_0000_0007)
                    | (round.isMultiple(of: 2) ? 0 : generator.next() >> 40)
            }
            let expected = keys.indices.sorted { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 }
            #expect(RadixSort.order(of: keys).map(Int.init) == expected, "round \(round)")
        }
    }
}
