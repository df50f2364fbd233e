internal import ExerciseCatalog

/// Exercises whose names are the same or nearly so, grouped into clusters.
///
/// Two titles are linked when their main names (see ``NameForms``) are equal, hold the same words in
/// another order, or differ by one letter (names of 10+ letters) or two (20+ letters) with the same
/// digits, and when one title is another exercise's whole name followed by a caption sentence
/// ("Mid Band Deadlift We want tension…"). Linked titles form one finding per cluster.
struct NearDuplicateRule: LintRule {
    /// Creates the rule.
    init() {}

    let name = "near-duplicate"
    let severity = LintSeverity.warning
    let explanation =
        "Exercises whose names are the same or nearly so: one movement listed more than once."
    let fix = "Merge their videos into the exercise with the clearest name and remove the others."

    /// Why two titles were linked.
    enum Link: Hashable {
        case sameName
        case sameNameBesideAlias
        case reordered
        case spelling
        case captionAfterName

        /// The reason in words.
        var description: String {
            switch self {
            case .sameName: "the same name apart from case, punctuation, plurals or a leading “The”"
            case .sameNameBesideAlias: "the same name once “aka …” is left out"
            case .reordered: "the same words in another order"
            case .spelling: "names a letter or two apart"
            case .captionAfterName: "a name followed by a caption"
            }
        }
    }

    /// The fewest letters a main name needs before one letter of difference counts as a near-duplicate.
    static let shortestForOneEdit = 10
    /// The fewest letters a main name needs before two letters of difference count.
    static let shortestForTwoEdits = 20
    /// The fewest words a caption after a name must have.
    static let shortestCaption = 3

    func findings(in catalog: Catalog) -> [LintFinding] {
        let exercises = catalog.exercises
        let forms = exercises.map { NameForms(title: $0.name) }
        var clusters = Clusters<Link>(count: forms.count)
        linkEqualKeys(forms, key: \.joined, into: &clusters) { lhs, rhs in
            forms[lhs].hasAlias || forms[rhs].hasAlias ? .sameNameBesideAlias : .sameName
        }
        linkEqualKeys(forms, key: \.sortedWords, into: &clusters) { lhs, rhs in
            forms[lhs].joined == forms[rhs].joined ? nil : .reordered
        }
        linkSpellings(forms, into: &clusters)
        linkCaptionsAfterNames(forms, into: &clusters)
        return clusters.groups().map { members, links in
            let names = members.map { "“\(exercises[$0].name)”" }.joined(separator: " / ")
            return LintFinding(
                exerciseIDs: members.map { exercises[$0].id },
                message: names + ": " + links.map(\.description).joined(separator: "; "))
        }
    }

    /// Links every two titles whose `key` is the same non-empty string, for the reason `reason` gives
    /// (nil: not linked).
    private func linkEqualKeys(
        _ forms: [NameForms], key: KeyPath<NameForms, String>, into clusters: inout Clusters<Link>,
        reason: (Int, Int) -> Link?
    ) {
        var first: [String: Int] = [:]
        for (index, form) in forms.enumerated() {
            let value = form[keyPath: key]
            guard !value.isEmpty else {
                continue
            }
            if let earlier = first[value] {
                if let link = reason(earlier, index) {
                    clusters.link(earlier, index, because: link)
                }
            } else {
                first[value] = index
            }
        }
    }

    /// Links titles whose main names are a letter or two apart and hold the same digits.
    private func linkSpellings(_ forms: [NameForms], into clusters: inout Clusters<Link>) {
        let scalars = forms.map { Array($0.joined.unicodeScalars) }
        let values = scalars.map { ArraySlice($0.map(\.value)) }
        var rows = EditDistance.Rows()
        let counts = scalars.map(Self.characterCounts)
        let byLength = scalars.indices.sorted { scalars[$0].count < scalars[$1].count }
        for (position, lhs) in byLength.enumerated() {
            for rhs in byLength[(position + 1)...] {
                let shorter = scalars[lhs].count
                guard scalars[rhs].count - shorter <= 2 else {
                    break
                }
                let limit =
                    shorter >= Self.shortestForTwoEdits ? 2 : shorter >= Self.shortestForOneEdit ? 1 : 0
                guard limit > 0, scalars[lhs] != scalars[rhs], forms[lhs].digits == forms[rhs].digits,
                    Self.countsWithin(counts[lhs], counts[rhs], difference: 2 * limit),
                    EditDistance.distance(
                        from: values[lhs], to: values[rhs], limit: limit, costs: .levenshtein, rows: &rows)
                        != nil
                else {
                    continue
                }
                clusters.link(min(lhs, rhs), max(lhs, rhs), because: .spelling)
            }
        }
    }

    /// How often each letter a–z and digit occurs in `scalars`, with one more slot for anything else.
    private static func characterCounts(_ scalars: [Unicode.Scalar]) -> [Int] {
        var counts = [Int](repeating: 0, count: 37)
        for scalar in scalars {
            switch scalar {
            case "a"..."z": counts[Int(scalar.value - 97)] += 1
            case "0"..."9": counts[26 + Int(scalar.value - 48)] += 1
            default: counts[36] += 1
            }
        }
        return counts
    }

    /// True when two character counts differ by at most `difference` in total.
    ///
    /// One edit changes the total by at most 2, so names whose counts differ by more than twice the
    /// edit limit are not close.
    private static func countsWithin(_ lhs: [Int], _ rhs: [Int], difference: Int) -> Bool {
        var total = 0
        var index = 0
        while index < lhs.count {
            total += abs(lhs[index] - rhs[index])
            if total > difference {
                return false
            }
            index += 1
        }
        return true
    }

    /// Links each title that is another title's whole name followed by a caption sentence to the
    /// longest such name.
    ///
    /// The titles' stems go into one ``StemTrie``; each title then walks it along its own stems once, so
    /// the work grows with the number of words in the catalog, not with the square of a title's words.
    private func linkCaptionsAfterNames(_ forms: [NameForms], into clusters: inout Clusters<Link>) {
        var trie = StemTrie()
        for (index, form) in forms.enumerated() where !form.main.isEmpty {
            trie.insert(form.stems, index: index)
        }
        for (index, form) in forms.enumerated() where form.stems.count > Self.shortestCaption {
            guard
                let (base, length) = trie.longestPrefix(
                    of: form.stems, atMost: form.stems.count - Self.shortestCaption),
                Self.opensCaption(form.words[length])
            else {
                continue
            }
            clusters.link(min(base, index), max(base, index), because: .captionAfterName)
        }
    }

    /// Titles' stem sequences in a tree of one node per distinct leading run of stems.
    struct StemTrie {
        /// The children of each node by stem; node 0 is the root (no stems).
        private var children: [[String: Int]] = [[:]]
        /// The first title whose stems end at each node, if any.
        private var titles: [Int?] = [nil]

        /// Records that the title `index` has exactly `stems`, unless an earlier title has them too.
        mutating func insert(_ stems: [String], index: Int) {
            var node = 0
            for stem in stems {
                if let next = children[node][stem] {
                    node = next
                } else {
                    children.append([:])
                    titles.append(nil)
                    children[node][stem] = children.count - 1
                    node = children.count - 1
                }
            }
            if titles[node] == nil {
                titles[node] = index
            }
        }

        /// The first title whose stems are the longest start of `stems` (1 to `limit` stems), and its length.
        ///
        /// Nil when there is none. With `limit` below the count of `stems`, the title found is never the
        /// one `stems` belong to.
        func longestPrefix(of stems: [String], atMost limit: Int) -> (title: Int, length: Int)? {
            var node = 0
            var found: (title: Int, length: Int)?
            for (offset, stem) in stems.prefix(limit).enumerated() {
                guard let next = children[node][stem] else {
                    break
                }
                node = next
                if let title = titles[node] {
                    found = (title, offset + 1)
                }
            }
            return found
        }
    }

    /// True when `word`, right after a complete exercise name, starts a caption sentence.
    private static func opensCaption(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first, first.properties.isUppercase else {
            return false
        }
        return CaptionTerms.sentenceOpeners.contains(LintWords.lowered(word))
    }
}
