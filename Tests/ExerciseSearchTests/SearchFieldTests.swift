import Testing

@testable import ExerciseSearch

/// Search fields as bits: each field its own bit, all of them inside the one-byte field sets.
@Suite struct SearchFieldTests {
    @Test func eachFieldsBitIsItsPositionAndFitsTheByteFieldSetsUse() {
        for (position, field) in SearchField.allCases.enumerated() {
            #expect(Int(field.bit) == position, "\(field)")
        }
        #expect(SearchField.allCases.count <= UInt8.bitWidth)
    }

    @Test func aMaskReadsBackAsItsFieldsInOrder() {
        #expect(SearchField.fields(in: 0b0100_0101) == [.name, .equipment, .coachingCues])
        #expect(SearchField.fields(in: 0).isEmpty)
    }
}
