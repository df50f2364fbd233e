/// The synonym table folded into phrase rules, built once per process.
struct SynonymRules: Sendable {
    /// One term of a synonym group as a sequence of stems.
    struct Rule: Sendable {
        /// The stems of the term's words, in order.
        let stems: [String]
        /// The index of the term's entry in ``SynonymTable/entries``.
        let group: Int
    }

    /// The rules of the built-in table.
    static let shared = SynonymRules(entries: SynonymTable.entries)

    /// Rules keyed by the stem of their first word, longest first.
    let rulesByFirstStem: [String: [Rule]]
    /// The number of groups (entries).
    let groupCount: Int

    /// Folds every term of `entries` the way indexed text is folded.
    init(entries: [SynonymEntry]) {
        var rules: [String: [Rule]] = [:]
        for (group, entry) in entries.enumerated() {
            var seen: Set<[String]> = []
            for term in entry.terms {
                let stems = SearchText.words(in: term).map { PluralFolding.stem($0.text) }
                guard let first = stems.first, seen.insert(stems).inserted else {
                    continue
                }
                rules[first, default: []].append(Rule(stems: stems, group: group))
            }
        }
        self.rulesByFirstStem = rules.mapValues { $0.sorted { $0.stems.count > $1.stems.count } }
        self.groupCount = entries.count
    }

    /// The rules whose words all appear in `stems` starting at `start`.
    func rules(matching stems: [String], at start: Int) -> [Rule] {
        guard let candidates = rulesByFirstStem[stems[start]] else {
            return []
        }
        return candidates.filter { rule in
            start + rule.stems.count <= stems.count
                && rule.stems.indices.allSatisfy { stems[start + $0] == rule.stems[$0] }
        }
    }
}
