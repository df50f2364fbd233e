internal import ExerciseCatalog

/// Reads exercises one after another into the raw material of a ``SearchStorage``: terms with their
/// postings, name words, and facet values.
struct ExerciseIndexer {
    /// Terms and postings.
    private(set) var collector: TermCollector
    /// Name words and exact-name keys.
    private(set) var names = NameTable()
    /// Facet values.
    private(set) var facets = FacetTableBuilder()
    /// Reused word buffers.
    private var scan = WordScan()
    /// Terms of tags and creators, computed once per distinct text.
    private var cache = FieldTokenCache()
    /// Every facet's definition, in ``Facet/allCases`` order (a column's number is its position).
    private static let facetDefinitions = Facet.allCases.map(\.definition)
    /// Where each facet's values come from and the field they are searched in, by column: the part of
    /// ``facetDefinitions`` read for every exercise.
    private static let facetSources = facetDefinitions.map { (values: $0.values, field: $0.searchField) }
    /// The terms of each label of a searched facet's fixed list, by column; empty for other columns.
    private var fixedValueTokens: [[[TermCollector.FieldToken]]] = []
    /// Scratch list of the values (creators, fixed-list positions) already added for the current
    /// exercise's videos.
    private var videoValuesAdded: [Int] = []
    /// Scratch bytes of the hashtag being split, folded.
    private var tagBytes: [UInt8] = []

    /// An empty indexer with the stopwords, the synonym rules and the labels' terms interned, made once
    /// and copied by every build.
    private static let prototype = ExerciseIndexer(rules: SynonymRules.shared)

    /// An indexer sized for `exerciseCount` exercises.
    init(exerciseCount: Int) {
        self = Self.prototype
        collector.reserve(exerciseCount: exerciseCount)
    }

    /// An empty indexer with the terms of `rules` and of every label of a searched fixed list.
    private init(rules: SynonymRules) {
        collector = TermCollector(rules: rules)
        for definition in Self.facetDefinitions {
            let labels = definition.searchField == nil ? [] : definition.values.fixedValues.labels
            fixedValueTokens.append(
                labels.map { label in
                    scan.scan(label)
                    return collector.tokens(of: scan, joins: true, phrases: true)
                })
        }
    }

    /// Reads `exercise`, number `index` in the catalog (exercises come in catalog order): its name,
    /// every facet's values (and their terms, for facets that are searched), then its cues.
    mutating func add(_ exercise: borrowing Exercise, at index: Int) {
        scan.scan(exercise.name)
        names.append(scan)
        collector.addTokens(of: scan, joins: true, phrases: true, exercise: index, field: .name)
        for (column, (values, field)) in Self.facetSources.enumerated() {
            switch values {
            case .exerciseValue(let fixed):
                addFixedValue(fixed.position(exercise), column: column, field: field, exercise: index)
            case .exerciseTags(let tags):
                for tag in tags(exercise) {
                    let number = cache.tagNumber(of: tag, collector: &collector, scan: &scan)
                    if let field {
                        collector.add(cache.tagTokens(number), exercise: index, field: field)
                    }
                    facets.addTag(tag, number: number, column: column)
                }
            case .videoValue(let fixed):
                videoValuesAdded.removeAll(keepingCapacity: true)
                for video in exercise.videos {
                    let position = fixed.position(video)
                    facets.addFixedValue(position, column: column)
                    if !videoValuesAdded.contains(position) {
                        videoValuesAdded.append(position)
                        addFixedValueTerms(position, column: column, field: field, exercise: index)
                    }
                }
            case .videoCreators:
                addCreators(of: exercise.videos, at: index, column: column, field: field)
            }
        }
        facets.endExercise()
        for cue in exercise.coachingCues {
            scan.scan(cue, needsCharacterOffsets: false)
            collector.addTokens(of: scan, joins: false, phrases: false, exercise: index, field: .coachingCues)
        }
    }

    /// Reads the names the captions of every exercise's videos give it into the caption names field.
    ///
    /// Runs after every exercise's other fields (``CaptionNames``): hashtags are split into the
    /// catalog's words of moves, known only then (``HashtagSplit``). Each distinct tag is split once; an exercise
    /// gets each tag and aka name once.
    mutating func addCaptionNames(of exercises: [Exercise]) {
        let known = knownWords()
        // Tags by their bytes as written, and the terms of each, computed once.
        var tags = TermTable()
        var tagTokens: [[TermCollector.FieldToken]] = []
        var seenTags: [Int32] = []
        var seenNames: [String] = []
        var hashtags: [Range<Int>] = []
        for (index, exercise) in exercises.enumerated() {
            seenTags.removeAll(keepingCapacity: true)
            seenNames.removeAll(keepingCapacity: true)
            for video in exercise.videos {
                // The caption's own UTF-8 storage, read in place.
                var caption = video.description
                let akaNames = caption.withUTF8 { bytes in
                    let akaNames = CaptionNames.parts(of: bytes, hashtags: &hashtags)
                    for range in hashtags {
                        let tag = UnsafeBufferPointer(rebasing: bytes[range])
                        let id = tags.intern(buffer: tag)
                        if Int(id) == tagTokens.count {
                            tagTokens.append(tokens(ofHashtag: tag, known: known))
                        }
                        if !seenTags.contains(id) {
                            seenTags.append(id)
                            collector.add(tagTokens[Int(id)], exercise: index, field: .captionNames)
                        }
                    }
                    return akaNames
                }
                for name in akaNames where !seenNames.contains(name) {
                    seenNames.append(name)
                    scan.scan(name, needsCharacterOffsets: false)
                    collector.addTokens(
                        of: scan, joins: true, phrases: true, exercise: index, field: .captionNames)
                }
            }
        }
    }

    /// The terms of the hashtag `tag` (its UTF-8 after "#") split into known words, or none when it is
    /// ignored, is not one ASCII word or does not split.
    private mutating func tokens(ofHashtag tag: UnsafeBufferPointer<UInt8>, known: KnownWords)
        -> [TermCollector.FieldToken]
    {
        guard foldHashtag(tag), !tagBytes.withUnsafeBufferPointer({ CaptionNames.isIgnored($0) }) else {
            return []
        }
        guard let pieces = splitFoldedTag(known: known) else {
            return []
        }
        tagBytes.withUnsafeBufferPointer { scan.setWords(pieces, of: $0) }
        return collector.tokens(of: scan, joins: true, phrases: true)
    }

    /// The pieces of ``tagBytes`` as known words (``HashtagSplit``), or nil.
    private func splitFoldedTag(known: KnownWords) -> [Range<Int>]? {
        tagBytes.withUnsafeBufferPointer { bytes in
            HashtagSplit.split(bytes, pieceLengths: known.pieceLengths(startingWith:_:)) { piece in
                collector.stemID(of: piece).map { Int($0) < known.flags.count && known.flags[Int($0)] }
                    ?? false
            }
        }
    }

    /// Puts the folded word `tag` is into ``tagBytes``, or returns false when it is not one ASCII word.
    ///
    /// A tag of ASCII letters and digits alone (most are) is only lower-cased, as ``WordScan`` would;
    /// any other is scanned.
    private mutating func foldHashtag(_ tag: UnsafeBufferPointer<UInt8>) -> Bool {
        tagBytes.removeAll(keepingCapacity: true)
        tagBytes.append(contentsOf: tag)
        let isLettersAndDigits = tagBytes.withUnsafeMutableBufferPointer { bytes in
            for index in bytes.indices {
                guard let folded = FoldedScalar.wordByte(ascii: bytes[index]) else {
                    return false
                }
                bytes[index] = folded
            }
            return true
        }
        guard !isLettersAndDigits else {
            return true
        }
        scan.scan(String(decoding: tag, as: UTF8.self), needsCharacterOffsets: false)
        guard scan.words.count == 1, scan.bytes.allSatisfy({ $0 < 0x80 }) else {
            return false
        }
        tagBytes = scan.bytes
        return true
    }

    /// Which interned stems are words of moves so far (found as a word of their own in a tag or a name
    /// of at most ``WordCorrector/longestName`` words).
    private func knownWords() -> KnownWords {
        var known = KnownWords(stemCount: collector.stems.count)
        let nameWordCounts = names.wordCounts
        collector.stems.bytes.withUnsafeBufferPointer { bytes in
            for raw in collector.postings where raw.term >= 0 && raw.posting.joinSplit == 0 {
                let term = Int(raw.term)
                if !known.flags[term]
                    && WordCorrector.isMoveWord(
                        field: raw.posting.field, nameWords: nameWordCounts[Int(raw.posting.exercise)])
                {
                    known.add(
                        term, bytes: UnsafeBufferPointer(rebasing: bytes[collector.stems.range(of: term)]))
                }
            }
        }
        return known
    }

    /// Gives the exercise at `index` value `position` of column `column`'s fixed list, and its terms
    /// in `field` when the facet is searched.
    private mutating func addFixedValue(
        _ position: Int, column: Int, field: SearchField?, exercise index: Int
    ) {
        facets.addFixedValue(position, column: column)
        addFixedValueTerms(position, column: column, field: field, exercise: index)
    }

    /// Adds the terms of value `position` of column `column`'s fixed list in `field`, if any.
    private mutating func addFixedValueTerms(
        _ position: Int, column: Int, field: SearchField?, exercise index: Int
    ) {
        if let field {
            collector.add(fixedValueTokens[column][position], exercise: index, field: field)
        }
    }

    /// Reads the creators of the videos of the exercise at `index` into column `column`; each creator's
    /// terms are added once, in `field` when the facet is searched.
    private mutating func addCreators(of videos: [Video], at index: Int, column: Int, field: SearchField?) {
        videoValuesAdded.removeAll(keepingCapacity: true)
        for video in videos.indices {
            let number = cache.creatorNumber(
                id: videos[video].creator.id, creator: { videos[video].creator }, collector: &collector,
                scan: &scan)
            facets.addCreator(number: number, column: column) { videos[video].creator }
            if !videoValuesAdded.contains(number) {
                videoValuesAdded.append(number)
                if let field {
                    collector.add(cache.creatorTokens(number), exercise: index, field: field)
                }
            }
        }
    }
}
