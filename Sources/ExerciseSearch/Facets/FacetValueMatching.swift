/// Matches a filter value the way search matches words, for values not spelt as the catalog spells them.
///
/// Both the typed text and every spelling of a value (``FacetColumn/aliases``) are reduced to their
/// words' plural stems joined without spaces, so "glute" selects "glutes", "dumbbells" "dumbbell" and
/// "pullup bar" "pull-up bar". When that finds nothing, the text is looked up as a whole term of the
/// search's synonym table and every other term of its group is tried: "kb" selects "kettlebell", "db"
/// "dumbbell", "med ball" "medicine ball". When several values match at one step, the first in
/// presentation order (the lowest id) wins. Typos are not forgiven: a filter names a value.
enum FacetValueMatching {
    /// The id of the value `text` selects through plural folding or synonyms, or nil.
    static func valueID(matching text: String, aliases: [String: Int32]) -> Int32? {
        let typed = stems(of: text)
        guard !typed.isEmpty else {
            return nil
        }
        var idsByKey: [String: Int32] = [:]
        for (alias, id) in aliases {
            let key = stems(of: alias).joined()
            if let known = idsByKey[key], known <= id {
                continue
            }
            idsByKey[key] = id
        }
        if let id = idsByKey[typed.joined()] {
            return id
        }
        return synonyms(of: typed, rules: .shared).compactMap { idsByKey[$0.joined()] }.min()
    }

    /// The plural stems of the folded words of `text`.
    static func stems(of text: String) -> [String] {
        SearchText.stems(in: text)
    }

    /// The other terms (as stems) of every synonym group that has `stems` as one of its terms.
    static func synonyms(of stems: [String], rules: SynonymRules) -> [[String]] {
        let groups = Set(rules.rules(matching: stems, at: 0).filter { $0.stems == stems }.map(\.group))
        guard !groups.isEmpty else {
            return []
        }
        return rules.rulesByFirstStem.values.joined()
            .filter { groups.contains($0.group) && $0.stems != stems }
            .map(\.stems)
    }
}
