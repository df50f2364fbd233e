import Testing

@testable import ExerciseSearch

@Suite struct VocabularySortTests {
    @Test("stems sort by their bytes, also when they share their first eight")
    func sortsByBytes() {
        // Keys sharing "deadlift" and longer ones, a prefix of another, and a non-ASCII one.
        let keys = ["deadlifts", "deadlift", "dead", "deadliftz", "a", "zz", "deadliftb", "é", "deadlifta"]
        var table = TermTable()
        let ids = keys.map { key in
            var key = key
            return key.withUTF8 { table.intern(buffer: $0) }
        }
        let sorted = Vocabulary.sorted(ids, in: table).map { keys[Int($0)] }
        #expect(
            sorted == [
                "a", "dead", "deadlift", "deadlifta", "deadliftb", "deadlifts", "deadliftz", "zz", "é",
            ])
    }
}
