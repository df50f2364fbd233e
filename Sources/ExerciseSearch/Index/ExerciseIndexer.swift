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
    /// Every category, in model order.
    private static let categories = ExerciseCategory.allCases
    /// Every movement type, in model order.
    private static let movements = MovementType.allCases
    /// The terms of each category's label, in ``categories`` order.
    private var categoryTokens: [[TermCollector.FieldToken]] = []
    /// The terms of each movement type's label, in ``movements`` order.
    private var movementTokens: [[TermCollector.FieldToken]] = []
    /// Scratch list of the creators already added for the current exercise.
    private var creatorsAdded: [Int] = []

    /// An empty indexer with the stopwords, the synonym rules and the labels' terms interned, made once
    /// and copied by every build.
    private static let prototype = ExerciseIndexer(rules: SynonymRules.shared)

    /// An indexer sized for `exerciseCount` exercises.
    init(exerciseCount: Int) {
        self = Self.prototype
        collector.reserve(exerciseCount: exerciseCount)
    }

    /// An empty indexer with the terms of `rules` and of every category and movement type label.
    private init(rules: SynonymRules) {
        collector = TermCollector(rules: rules)
        for category in Self.categories {
            scan.scan(category.label)
            categoryTokens.append(collector.tokens(of: scan, joins: true, phrases: true))
        }
        for movement in Self.movements {
            scan.scan(movement.label)
            movementTokens.append(collector.tokens(of: scan, joins: true, phrases: true))
        }
    }

    /// Reads the exercise at `index` of `exercises`, the catalog (exercises come in catalog order).
    ///
    /// Each field is read in place: the exercise as a whole is never copied.
    mutating func add(_ index: Int, of exercises: borrowing [Exercise]) {
        scan.scan(exercises[index].name)
        names.append(scan)
        collector.addTokens(of: scan, joins: true, phrases: true, exercise: index, field: .name)
        for tag in exercises[index].muscleGroups {
            let number = cache.tagNumber(of: tag, collector: &collector, scan: &scan)
            collector.add(cache.tagTokens(number), exercise: index, field: .muscleGroups)
            facets.addMuscleGroup(tag, number: number)
        }
        for tag in exercises[index].equipment {
            let number = cache.tagNumber(of: tag, collector: &collector, scan: &scan)
            collector.add(cache.tagTokens(number), exercise: index, field: .equipment)
            facets.addEquipment(tag, number: number)
        }
        facets.add(exercises[index].category)
        let category = Self.categories.firstIndex(of: exercises[index].category) ?? 0
        collector.add(categoryTokens[category], exercise: index, field: .category)
        let movement = Self.movements.firstIndex(of: exercises[index].movementType) ?? 0
        collector.add(movementTokens[movement], exercise: index, field: .movementType)
        addVideos(of: exercises[index].videos, at: index)
        facets.endExercise()
        for cue in exercises[index].coachingCues {
            scan.scan(cue, needsCharacterOffsets: false)
            collector.addTokens(of: scan, joins: false, phrases: false, exercise: index, field: .coachingCues)
        }
    }

    /// Reads the platforms and creators of the videos of the exercise at `index`; each creator's terms
    /// are added once.
    private mutating func addVideos(of videos: [Video], at index: Int) {
        creatorsAdded.removeAll(keepingCapacity: true)
        for video in videos.indices {
            let number = cache.creatorNumber(
                id: videos[video].creator.id, creator: { videos[video].creator }, collector: &collector,
                scan: &scan)
            facets.addVideo(source: videos[video].source, creatorNumber: number) { videos[video].creator }
            if !creatorsAdded.contains(number) {
                creatorsAdded.append(number)
                collector.add(cache.creatorTokens(number), exercise: index, field: .creator)
            }
        }
    }
}
