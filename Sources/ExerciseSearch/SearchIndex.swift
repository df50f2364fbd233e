public import ExerciseCatalog

/// A search index over one loaded catalog: build it once, then search it on every keystroke.
///
/// Building folds and stems every field, joins adjacent name words, finds synonym phrases, sorts the
/// vocabulary and lays out posting lists and facet values; searching only reads them, so one index can
/// serve any number of threads at once. See `Documentation/Search.md` for the rules.
public struct SearchIndex: Sendable {
    /// The precomputed tables.
    let storage: SearchStorage

    /// Indexes `exercises`.
    public init(exercises: [Exercise]) {
        storage = SearchStorage(exercises: exercises)
    }

    /// An index over tables already built (read from a snapshot).
    init(storage: SearchStorage) {
        self.storage = storage
    }

    /// The indexed exercises in catalog order.
    public var exercises: [Exercise] {
        storage.exercises
    }

    /// The exercises matching `query` and `filters`, best first, with facet counts.
    ///
    /// An empty or blank query returns every exercise the filters allow, in browse order.
    /// `options` says whether the last word also matches as a prefix (the default, for search as you
    /// type) or the query is complete text.
    public func search(
        _ query: String, filters: SearchFilters = .none, options: SearchOptions = .asTyped
    ) -> SearchResults {
        let selection = FilterSelection(filters: filters, facets: storage.facets)
        var counter = FacetCounter(facets: storage.facets)
        let plan = QueryPlan(query: query, storage: storage, options: options)
        let rows: [RankedExercise]
        if plan.words.isEmpty {
            rows = ResultRanking.browse(storage: storage, selection: selection, counter: &counter)
        } else {
            var table = MatchTable(exerciseCount: storage.exercises.count, wordCount: plan.words.count)
            for term in plan.terms {
                table.record(term, postings: storage.postings)
            }
            rows = ResultRanking.rank(
                table, plan: plan, storage: storage, selection: selection, counter: &counter)
        }
        let corrections = plan.corrections.map { word, correction in
            WordCorrection(
                typed: plan.words[word].text, correction: storage.vocabulary.word(Int(correction.id)),
                bit: 1 << UInt16(word), distance: correction.distance)
        }
        var correctedWords = plan.words.map(\.text)
        for correction in corrections {
            correctedWords[correction.bit.trailingZeroBitCount] = correction.correction
        }
        return SearchResults(
            query: query, results: SearchResultList(storage: storage, rows: rows),
            facets: counter.options(facets: storage.facets, selection: selection),
            suggestion: corrections.isEmpty ? nil : correctedWords.joined(separator: " "),
            queryWords: plan.countedWords.map { plan.words[$0].text },
            queryWordBits: plan.countedWords.map { 1 << UInt16($0) }, corrections: corrections)
    }

    /// The canonical value of `facet` that `text` names (by value or label, ignoring case and accents;
    /// creators also by handle or display name), or nil when it names none.
    public func canonicalValue(_ text: String, in facet: Facet) -> String? {
        let column = storage.facets.column(facet)
        return column.valueID(matching: text).map { column.values[Int($0)] }
    }
}
