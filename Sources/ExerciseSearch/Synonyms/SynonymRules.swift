/// The synonym table folded into phrase rules, built once per process.
struct SynonymRules: Sendable {
    /// One term (or alias) of a synonym group as a sequence of stems.
    struct Rule: Sendable {
        /// The stems of the term's words, in order.
        let stems: [String]
        /// The index of the term's entry in ``SynonymTable/entries``.
        let group: Int
        /// True for an everyday name (``SynonymEntry/aliases``), which only queries use.
        let isAlias: Bool
    }

    /// The rules of the built-in table.
    static let shared = SynonymRules(entries: SynonymTable.entries)

    /// Query rules (terms and aliases) keyed by the stem of their first word, longest first.
    let rulesByFirstStem: [String: [Rule]]
    /// The rules indexed in names and tags (terms only, no aliases), keyed like ``rulesByFirstStem``.
    let indexRulesByFirstStem: [String: [Rule]]
    /// The number of groups (entries).
    let groupCount: Int

    /// Folds every term and alias of `entries` the way indexed text is folded.
    init(entries: [SynonymEntry]) {
        var rules: [String: [Rule]] = [:]
        for (group, entry) in entries.enumerated() {
            var seen: [[String]] = []
            let spellings = entry.terms.map { ($0, false) } + entry.aliases.map { ($0, true) }
            for (term, isAlias) in spellings {
                let stems = SearchText.stems(in: term)
                guard let first = stems.first, !seen.contains(stems) else {
                    continue
                }
                seen.append(stems)
                rules[first, default: []].append(Rule(stems: stems, group: group, isAlias: isAlias))
            }
        }
        let longestFirst = { (rules: [Rule]) in rules.sorted { $0.stems.count > $1.stems.count } }
        self.rulesByFirstStem = rules.mapValues(longestFirst)
        self.indexRulesByFirstStem = rules.mapValues { longestFirst($0.filter { !$0.isAlias }) }
            .filter { !$0.value.isEmpty }
        self.groupCount = entries.count
    }

    /// The query rules whose words all appear in `stems` starting at `start`.
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
