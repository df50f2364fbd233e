import Testing

@testable import ExerciseSearch

@Suite("Synonym table data")
struct SynonymTableTests {
    @Test("every entry has a reason and at least two different spellings, terms or aliases")
    func entriesAreComplete() {
        for entry in SynonymTable.entries {
            let spellings = entry.terms + entry.aliases
            #expect(entry.reason.contains { !$0.isWhitespace }, "\(entry.terms)")
            #expect(!entry.terms.isEmpty && spellings.count >= 2, "\(entry.terms)")
            #expect(Set(spellings.map { $0.lowercased() }).count == spellings.count, "\(entry.terms)")
        }
    }

    @Test("aliases match in queries only, never in the index")
    func aliasesAreQueryOnly() {
        let rules = SynonymRules(
            entries: [SynonymEntry(terms: ["hip hinge swing"], aliases: ["kb swing"], reason: "test")])
        #expect(rules.rules(matching: ["kb", "swing"], at: 0).map(\.isAlias) == [true])
        #expect(rules.indexRulesByFirstStem["kb"] == nil)
        #expect(rules.indexRulesByFirstStem["hip"]?.map(\.stems) == [["hip", "hinge", "swing"]])
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
            ("supermen", "superhero"), ("fwd", "forward"), ("thru", "through"), ("thrus", "through"),
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
