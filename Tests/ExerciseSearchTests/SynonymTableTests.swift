import Testing

@testable import ExerciseSearch

@Suite("Synonym table data")
struct SynonymTableTests {
    @Test("every entry has a reason and at least two different terms")
    func entriesAreComplete() {
        for entry in SynonymTable.entries {
            #expect(entry.reason.contains { !$0.isWhitespace }, "\(entry.terms)")
            #expect(entry.terms.count >= 2, "\(entry.terms)")
            #expect(Set(entry.terms.map { $0.lowercased() }).count == entry.terms.count, "\(entry.terms)")
        }
    }

    @Test("no term belongs to two entries")
    func termsAreUnique() {
        var owners: [String: Int] = [:]
        for (index, entry) in SynonymTable.entries.enumerated() {
            for term in entry.terms {
                let folded = SearchText.foldedPhrase(term)
                #expect(owners[folded, default: index] == index, "\(term) is in two entries")
                owners[folded] = index
            }
        }
    }

    @Test(
        "holds the pairs gym-goers rely on",
        arguments: [
            ("db", "dumbbell"), ("kb", "kettlebell"), ("trx", "strap"), ("trx", "trx straps"),
            ("half", "1/2"),
            ("half", "½"), ("rdl", "romanian deadlift"), ("sl", "single leg"), ("tread", "treadmill"),
            ("bicep", "biceps"), ("tricep", "triceps"), ("abs", "core"), ("ab", "abs"), ("delt", "deltoid"),
            ("hammy", "hamstring"), ("mb", "medicine ball"), ("rower", "erg"), ("superman", "superhero"),
            ("russian twist", "torso rotation"),
        ])
    func holdsPair(first: String, second: String) {
        let entry = SynonymTable.entries.first { $0.terms.contains(first) }
        #expect(entry?.terms.contains(second) == true)
    }

    @Test("folds multi-word terms into rules keyed by their first stem")
    func rules() {
        let rules = SynonymRules(entries: [SynonymEntry(terms: ["sl", "Single-Legs"], reason: "test")])
        #expect(rules.groupCount == 1)
        #expect(
            rules.rules(matching: ["single", "leg", "deadlift"], at: 0).map(\.stems) == [["single", "leg"]])
        #expect(rules.rules(matching: ["sl"], at: 0).map(\.group) == [0])
        #expect(rules.rules(matching: ["single"], at: 0).isEmpty)
    }
}
