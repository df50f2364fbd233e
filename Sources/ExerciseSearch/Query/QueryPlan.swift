internal import ExerciseCatalog

/// A query folded into words and the terms that match them, computed once per search.
///
/// Terms are: each word on its own; each pair of adjacent non-stopwords run together ("push up" also
/// looks for "pushup", "dead bug" for "deadbug"), whole or as a prefix but never with typos (each word
/// has its own typo budget); and each synonym phrase found among the words. Only the last word matches
/// as a prefix; stopwords never match with typos. Question words (``QuestionWords``) are stopwords of
/// a query typed in a search field alone (``SearchOptions/readsQuestions``). Single letters typed apart
/// that spell a known word are searched as it (``SpelledLetters``): "t.r.x." as "trx". A counted word
/// that can match nothing but is two known words run together (``WordSplit``) is searched as those two
/// words: "shoulderpress" as "shoulder press". A typo of a word found only in coaching cues cannot match
/// (cues take no typos): a cue's "shoulderspress" does not stop the split. In a query typed into a
/// search field whose counted words are limb words and muscle tag words ("arm day", "legs and glutes"),
/// each limb word is searched as its muscles (``LimbWords``), not as itself.
struct QueryPlan {
    /// Words beyond this many are ignored; a longer query leaves out its optional words first
    /// (``LongQueryWords``).
    static let maximumWords = 12

    /// The folded words.
    let words: [QueryWord]
    /// The terms to look up.
    private(set) var terms: [QueryTerm]
    /// The words read as another word of the vocabulary (``WordCorrector``), in query order.
    private(set) var corrections: [(word: Int, correction: WordCorrector.Correction)] = []
    /// The positions of the words that count towards "words matched", in query order.
    let countedWords: [Int]
    /// The folded query with its words run together, compared with exercise names.
    let exactKey: String
    /// True for a description or a question typed into a search field: ``descriptionWords`` counted words
    /// or more.
    ///
    /// A word such a query finds only in the coaching cues ranks as missing (``ResultRanking``).
    let isDescription: Bool

    /// The fewest counted words of a description or question.
    ///
    /// Most names of the catalog have fewer once their little words are aside ("Goblet Squat",
    /// "Dumbbell High Row"), and a longer name typed whole matches every word, which the rule leaves as
    /// it ranked.
    static let descriptionWords = 4

    /// Plans `query` against `storage`; with ``SearchOptions/completeText`` no word matches as a prefix
    /// and question words count.
    ///
    /// The query is cleaned first as a paste is (``TerminalText/sanitized(_:)``): an escape sequence is
    /// dropped whole, payload and all, and a bidi control or other invisible character is removed rather
    /// than splitting the word it sits in, so the words searched are the words shown.
    init(query: String, storage: SearchStorage, options: SearchOptions = .asTyped) {
        let folded = SearchText.words(in: TerminalText.sanitized(query))
        let exactKey = NameTable.key(of: folded)
        let kept = LongQueryWords.kept(
            folded, limit: Self.maximumWords, readsQuestions: options.readsQuestions)
        let plan = QueryPlan(
            texts: SpelledLetters.joined(kept) { Self.isKnown($0, in: storage) } ?? kept, exactKey: exactKey,
            storage: storage, options: options)
        if let split = Self.splittingRunTogetherWords(of: plan, storage: storage) {
            self = QueryPlan(texts: split, exactKey: exactKey, storage: storage, options: options)
        } else {
            self = plan
        }
        correctWordsMatchingNothing(storage: storage)
    }

    /// Reads each counted word that can match nothing and that the vocabulary does not hold as the
    /// closest word it does (``WordCorrector``), before the word would be dropped.
    private mutating func correctWordsMatchingNothing(storage: SearchStorage) {
        let uncovered = uncoveredWords(counting: Self.canMatch(in: storage.vocabulary))
        guard !uncovered.isEmpty else {
            return
        }
        var corrector = WordCorrector(vocabulary: storage.vocabulary) { storage.postings.range(of: $0).count }
        for position in uncovered {
            guard let correction = Self.closerCorrection(of: words[position], corrector: &corrector) else {
                continue
            }
            corrections.append((position, correction))
            let typedLength = UInt8(min(words[position].text.unicodeScalars.count, 255))
            terms[position].candidates.append(
                Candidate(
                    id: correction.id, typos: UInt8(min(correction.distance, 255)), kind: .correction,
                    typedLength: typedLength))
        }
    }

    /// The correction of `word` as typed or of its stem, whichever is closer (as typed of equals):
    /// folding may take off a letter the slip did not add ("revers", whose stem is "rever", is one edit
    /// from "reverse"; "pres" is one from "press", while its stem "pre" is one from other words).
    private static func closerCorrection(of word: QueryWord, corrector: inout WordCorrector)
        -> WordCorrector.Correction?
    {
        let ofStem = corrector.correction(of: word.stem)
        guard word.text != word.stem, let ofText = corrector.correction(of: word.text) else {
            return ofStem
        }
        guard let ofStem else {
            return ofText
        }
        return ofText.distance <= ofStem.distance ? ofText : ofStem
    }

    /// True for a candidate that can match something: any but a typo of a stem found only in coaching
    /// cues (which take no typos) or only in joins.
    private static func canMatch(in vocabulary: Vocabulary) -> (Candidate) -> Bool {
        { candidate in
            switch candidate.kind {
            case .exact, .synonym, .alias, .prefix: true
            case .typo, .typoPrefix, .correction: vocabulary.isSuggestible[Int(candidate.id)]
            }
        }
    }

    /// Plans the folded words `texts`, whose run-together form is `exactKey`.
    private init(texts: [String], exactKey: String, storage: SearchStorage, options: SearchOptions) {
        self.exactKey = exactKey
        let stems = texts.map(PluralFolding.stem)
        let isOptional = { (stem: String) in Self.isOptional(stem, readsQuestions: options.readsQuestions) }
        let allOptional = stems.allSatisfy(isOptional)
        let words = zip(texts, stems).map { text, stem in
            QueryWord(text: text, stem: stem, isStopword: !allOptional && isOptional(stem))
        }
        self.words = words
        countedWords = words.indices.filter { !words[$0].isStopword }
        isDescription = options.readsQuestions && countedWords.count >= Self.descriptionWords
        let limbCandidates =
            options.readsQuestions
            ? Self.limbRequest(stems: stems, counted: countedWords, storage: storage) : [:]
        let anatomy = Self.anatomyReadings(
            stems: stems, counted: countedWords, limbWords: Set(limbCandidates.keys), storage: storage,
            readsRequests: options.readsQuestions)
        var finder = CandidateFinder(vocabulary: storage.vocabulary)
        var terms: [QueryTerm] = []
        // No word is the one being typed when the text is complete.
        let last = options.matchesLastWordAsPrefix ? words.count - 1 : -1
        for (position, word) in words.enumerated() {
            if let candidates = limbCandidates[position] {
                terms.append(
                    QueryTerm(firstWord: position, wordCount: 1, isStopword: false, candidates: candidates))
                continue
            }
            var candidates = finder.candidates(
                stem: word.stem, typed: word.text, isLast: position == last, allowsTypos: !word.isStopword)
            if !word.isStopword {
                candidates += WordForms.forms(of: word.stem, in: storage.vocabulary).map {
                    Candidate(id: $0, typos: 0, kind: .alias, typedLength: 0)
                }
            }
            terms.append(
                QueryTerm(
                    firstWord: position, wordCount: 1, isStopword: word.isStopword, candidates: candidates))
        }
        // A request's limb words are searched as their muscles only: never joined, in no synonym phrase.
        for position in words.indices.dropLast()
        where !words[position].isStopword && !words[position + 1].isStopword
            && limbCandidates[position] == nil && limbCandidates[position + 1] == nil
        {
            let joined = words[position].text + words[position + 1].text
            var candidates = finder.candidates(
                stem: PluralFolding.stem(joined), typed: joined, isLast: position + 1 == last,
                allowsTypos: false)
            if candidates.isEmpty {
                candidates = Self.formJoins(
                    words[position], words[position + 1], finder: &finder, storage: storage)
            }
            if !candidates.isEmpty {
                terms.append(
                    QueryTerm(firstWord: position, wordCount: 2, isStopword: false, candidates: candidates))
            }
        }
        for position in words.indices {
            for rule in SynonymRules.shared.rules(matching: stems, at: position)
            where !(position..<position + rule.stems.count).contains(where: { limbCandidates[$0] != nil }) {
                guard let concept = storage.conceptID(ofGroup: rule.group) else {
                    continue
                }
                let candidate = Candidate(
                    id: Int32(concept), typos: 0, kind: rule.isAlias ? .alias : .synonym, typedLength: 0)
                if rule.stems.count == 1 {
                    terms[position].candidates.append(candidate)
                } else {
                    terms.append(
                        QueryTerm(
                            firstWord: position, wordCount: rule.stems.count, isStopword: false,
                            candidates: [candidate]))
                }
            }
        }
        // A name of the anatomy thesaurus is searched as its muscles: a word the catalog does not use
        // instead of itself, one it uses beside itself, a phrase as one more term over its words.
        for reading in anatomy {
            if reading.count == 1 && reading.isForeign {
                terms[reading.start].candidates = reading.candidates
            } else if reading.count == 1 {
                terms[reading.start].candidates += reading.candidates
            } else {
                terms.append(
                    QueryTerm(
                        firstWord: reading.start, wordCount: reading.count, isStopword: false,
                        candidates: reading.candidates))
            }
        }
        self.terms = terms
    }

    /// The names of the anatomy thesaurus (``AnatomyWords``) among `stems` that read as their muscles,
    /// with the candidates of those muscles: a name with a word the catalog's words of moves do not hold
    /// always, the others only in a request (`readsRequests`) whose every counted word is such a name, a
    /// limb word of a request for whole limbs (`limbWords`) or a muscle word.
    private static func anatomyReadings(
        stems: [String], counted: [Int], limbWords: Set<Int>, storage: SearchStorage, readsRequests: Bool
    ) -> [(start: Int, count: Int, isForeign: Bool, candidates: [Candidate])] {
        let countedSet = Set(counted)
        // Stopwords inside a name ("back of the thigh") are part of it.
        let matches = AnatomyWords.matches(in: stems).filter { match in
            let positions = match.start..<match.start + match.count
            return positions.contains(where: countedSet.contains)
                && !positions.contains(where: limbWords.contains)
        }
        guard !matches.isEmpty else {
            return []
        }
        let vocabulary = storage.vocabulary
        let isMoveWord = { (stem: String) in
            vocabulary.id(of: stem).map { vocabulary.isCorrectable[Int($0)] } ?? false
        }
        let covered = Set(matches.flatMap { $0.start..<$0.start + $0.count })
        let isRequest =
            readsRequests
            && counted.allSatisfy { position in
                covered.contains(position) || limbWords.contains(position)
                    || LimbWords.isMuscleWord(stems[position], muscleTagHeads: storage.muscleTagHeads)
            }
        return matches.compactMap { match in
            let isForeign = (match.start..<match.start + match.count).contains {
                countedSet.contains($0) && !isMoveWord(stems[$0])
            }
            guard isForeign || isRequest else {
                return nil
            }
            let candidates = AnatomyWords.muscleStems[match.entry].flatMap {
                Self.candidates(ofMuscle: $0, storage: storage)
            }
            // Beside a word's own matches, its muscles rank after them, as an everyday name does.
            let ranked =
                isForeign
                ? candidates : candidates.map { Candidate(id: $0.id, typos: 0, kind: .alias, typedLength: 0) }
            return ranked.isEmpty ? nil : (match.start, match.count, isForeign, ranked)
        }
    }

    /// The candidates of each limb word of a request for whole limbs (``LimbWords``), by position; empty
    /// when the query is no such request or the catalog has none of a limb's muscles, so that the limb
    /// word is an ordinary word.
    private static func limbRequest(stems: [String], counted: [Int], storage: SearchStorage) -> [Int:
        [Candidate]]
    {
        let muscles = LimbWords.requestedMuscles(stems: stems, counted: counted) {
            LimbWords.isMuscleWord($0, muscleTagHeads: storage.muscleTagHeads) || AnatomyWords.isName($0)
        }
        let found = muscles.mapValues { $0.flatMap { Self.candidates(ofMuscle: $0, storage: storage) } }
        return found.values.contains(where: \.isEmpty) ? [:] : found
    }

    /// What a muscle stem of ``LimbWords`` matches: the stem itself and the synonym entry it is a
    /// one-word term of ("quad" also finds "quadricep", "adductor" the tag "inner thighs").
    private static func candidates(ofMuscle stem: String, storage: SearchStorage) -> [Candidate] {
        let own = storage.vocabulary.id(of: stem).map {
            Candidate(id: $0, typos: 0, kind: .exact, typedLength: 0)
        }
        let groups = SynonymRules.shared.rules(matching: [stem], at: 0).filter { !$0.isAlias }.compactMap {
            storage.conceptID(ofGroup: $0.group).map {
                Candidate(id: Int32($0), typos: 0, kind: .synonym, typedLength: 0)
            }
        }
        return (own.map { [$0] } ?? []) + groups
    }

    /// The words of `plan` with each counted word that can match nothing replaced by the two known words
    /// it runs together (at most ``maximumWords`` in all), or nil when there is none.
    ///
    /// A typo candidate can match only if its stem is found outside coaching cues (suggestible):
    /// cues take no typos, and typos never reach stems found only in joins.
    private static func splittingRunTogetherWords(of plan: QueryPlan, storage: SearchStorage) -> [String]? {
        let uncovered = plan.uncoveredWords(counting: canMatch(in: storage.vocabulary))
        guard !uncovered.isEmpty else {
            return nil
        }
        var texts: [String] = []
        var didSplit = false
        for (position, word) in plan.words.enumerated() {
            if uncovered.contains(position),
                let (left, right) = WordSplit.split(word.text, vocabulary: storage.vocabulary)
            {
                texts += [left, right]
                didSplit = true
            } else {
                texts.append(word.text)
            }
        }
        return didSplit ? Array(texts.prefix(maximumWords)) : nil
    }

    /// True when the folded `word` is, as a word of its own, a word of the catalog's names, tags or
    /// captions, or a one-word term of the synonym table (``SpelledLetters``).
    private static func isKnown(_ word: String, in storage: SearchStorage) -> Bool {
        let stem = PluralFolding.stem(word)
        if let id = storage.vocabulary.id(of: stem), storage.vocabulary.isSuggestible[Int(id)] {
            return true
        }
        return SynonymRules.shared.rules(matching: [stem], at: 0).contains { $0.stems.count == 1 }
    }

    /// The joins of another form of `first` with `second` (``WordForms``), as everyday names rank:
    /// "rolling out" is the catalog's "rollout", "sitting up" its "situp".
    private static func formJoins(
        _ first: QueryWord, _ second: QueryWord, finder: inout CandidateFinder, storage: SearchStorage
    ) -> [Candidate] {
        let vocabulary = storage.vocabulary
        let isCatalogWord = vocabulary.id(of: first.stem).map { vocabulary.isSuggestible[Int($0)] } ?? false
        return WordForms.candidates(of: first.stem, isCatalogWord: isCatalogWord).flatMap { form in
            let joined = form + second.text
            return finder.candidates(
                stem: PluralFolding.stem(joined), typed: joined, isLast: false, allowsTypos: false
            ).map { Candidate(id: $0.id, typos: 0, kind: .alias, typedLength: 0) }
        }
    }

    /// The counted words that no term covers with a candidate `counts` accepts (any candidate by
    /// default): the words that match nothing.
    func uncoveredWords(counting counts: (Candidate) -> Bool = { _ in true }) -> [Int] {
        var covered = Set<Int>()
        for term in terms where term.candidates.contains(where: counts) {
            covered.formUnion(term.firstWord..<term.firstWord + term.wordCount)
        }
        return countedWords.filter { !covered.contains($0) }
    }

    /// True for the stem of a stopword, or of a question word when the query `readsQuestions`: optional
    /// in a query with other words.
    static func isOptional(_ stem: String, readsQuestions: Bool) -> Bool {
        Stopwords.stems.contains(stem) || readsQuestions && QuestionWords.stems.contains(stem)
    }
}
