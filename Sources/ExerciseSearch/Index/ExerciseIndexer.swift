import ExerciseCatalog

/// Reads exercises one after another into the raw material of a ``SearchStorage``: terms with their
/// postings, name words, and facet values.
struct ExerciseIndexer: Sendable {
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
    private let categories = ExerciseCategory.allCases
    /// Every movement type, in model order.
    private let movements = MovementType.allCases
    /// The terms of each category's label, in ``categories`` order.
    private var categoryTokens: [[TermCollector.FieldToken]] = []
    /// The terms of each movement type's label, in ``movements`` order.
    private var movementTokens: [[TermCollector.FieldToken]] = []
    /// Scratch list of the creators already added for the current exercise.
    private var creatorsAdded: [Int] = []

    /// An indexer sized for `exerciseCount` exercises.
    init(exerciseCount: Int) {
        collector = TermCollector(rules: SynonymRules.shared, exerciseCount: exerciseCount)
        for category in categories {
            scan.scan(category.label)
            categoryTokens.append(collector.tokens(of: scan, joins: true, phrases: true))
        }
        for movement in movements {
            scan.scan(movement.label)
            movementTokens.append(collector.tokens(of: scan, joins: true, phrases: true))
        }
    }

    /// Reads `exercise`, the exercise at `index` in catalog order (exercises come in that order).
    mutating func add(_ exercise: Exercise, at index: Int) {
        scan.scan(exercise.name)
        names.append(scan)
        collector.addTokens(of: scan, joins: true, phrases: true, exercise: index, field: .name)
        for tag in exercise.muscleGroups {
            let number = cache.tagNumber(of: tag, collector: &collector, scan: &scan)
            collector.add(cache.tagTokens(number), exercise: index, field: .muscleGroups)
            facets.addMuscleGroup(tag, number: number)
        }
        for tag in exercise.equipment {
            let number = cache.tagNumber(of: tag, collector: &collector, scan: &scan)
            collector.add(cache.tagTokens(number), exercise: index, field: .equipment)
            facets.addEquipment(tag, number: number)
        }
        facets.add(exercise.category)
        let category = categories.firstIndex(of: exercise.category) ?? 0
        collector.add(categoryTokens[category], exercise: index, field: .category)
        let movement = movements.firstIndex(of: exercise.movementType) ?? 0
        collector.add(movementTokens[movement], exercise: index, field: .movementType)
        addVideos(of: exercise, at: index)
        facets.endExercise()
        for cue in exercise.coachingCues {
            scan.scan(cue, needsCharacterOffsets: false)
            collector.addTokens(of: scan, joins: false, phrases: false, exercise: index, field: .coachingCues)
        }
    }

    /// Adds what `later` read from the exercises that follow this indexer's, as if this indexer had
    /// read them itself.
    mutating func append(_ later: ExerciseIndexer) {
        collector.append(later.collector)
        names.append(later.names)
        facets.append(later.facets)
    }

    /// Reads the platforms and creators of `exercise`'s videos; each creator's terms are added once.
    private mutating func addVideos(of exercise: Exercise, at index: Int) {
        creatorsAdded.removeAll(keepingCapacity: true)
        for video in exercise.videos.indices {
            let number = cache.creatorNumber(
                id: exercise.videos[video].creator.id, creator: { exercise.videos[video].creator },
                collector: &collector, scan: &scan)
            facets.addVideo(source: exercise.videos[video].source, creatorNumber: number) {
                exercise.videos[video].creator
            }
            if !creatorsAdded.contains(number) {
                creatorsAdded.append(number)
                collector.add(cache.creatorTokens(number), exercise: index, field: .creator)
            }
        }
    }
}
