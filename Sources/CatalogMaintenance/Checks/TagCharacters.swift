internal import ExerciseCatalog

/// The characters verify and import allow in the values people type as filters and shells complete:
/// muscle groups, equipment tags and creator ids (exercise and video ids are slug-safe at load).
///
/// Letters and combining marks of any script, digits, spaces, "-", "_" and "."; the first character a
/// letter or digit (never "-", which reads as an option). Shell syntax such as `$`, backticks, `;`, `|`,
/// `&`, quotes, globs, `~`, `\`, `<`, `>` and `!` is refused, so a catalog that may be installed holds no
/// value a shell could run, even if a completion script quoted it wrongly. The loader itself accepts
/// these values (only control and format characters are refused there, see ``IdentifierText``), so
/// the faces and their completions still treat every value as literal text.
enum TagCharacters {
    /// An error for each muscle group, equipment tag and creator id of `catalog` outside the set,
    /// named by file, record and field, in the words verify and import share.
    static func problems(in catalog: Catalog, fileName: String) -> [CatalogProblem] {
        let indices = KeptRecordIndices.indices(
            keptCount: catalog.exercises.count, problems: catalog.problems)
        var problems: [CatalogProblem] = []
        for (exercise, recordIndex) in zip(catalog.exercises, indices) {
            for (field, value) in checkedFields(of: exercise) {
                guard let message = problem(value) else { continue }
                problems.append(
                    CatalogProblem(
                        file: fileName, recordIndex: recordIndex, recordID: exercise.id, field: field,
                        message: message))
            }
        }
        return problems
    }

    /// The values of `exercise` the set applies to, each with its field path in the record: its muscle
    /// groups, equipment tags and the creator id of each video.
    static func checkedFields(of exercise: Exercise) -> [(field: String, value: String)] {
        exercise.muscleGroups.enumerated().map { ("muscle_groups[\($0.offset)]", $0.element) }
            + exercise.equipment.enumerated().map { ("equipment[\($0.offset)]", $0.element) }
            + exercise.videos.enumerated().map { ("videos[\($0.offset)].creator.id", $0.element.creator.id) }
    }

    /// Why `value` may not be a muscle group, equipment tag or creator id, or nil when it may: the first
    /// character outside the set, or a first character that is no letter or digit.
    static func problem(_ value: String) -> String? {
        guard let lead = value.unicodeScalars.first else { return nil }
        let wrong: String
        if !isLead(lead) {
            wrong = "starts with " + TerminalText.escapedQuote(String(lead))
        } else if let character = value.unicodeScalars.first(where: { !isAllowed($0) }) {
            wrong = "holds " + TerminalText.escapedQuote(String(character))
        } else {
            return nil
        }
        return wrong + ", outside the characters of a tag, muscle group or creator id (letters, digits, "
            + "spaces, \"-\", \"_\" and \".\", starting with a letter or digit): "
            + TerminalText.escapedQuote(value)
    }

    /// True for a character the set allows anywhere.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "-", "_", ".": return true
        default: return isLead(scalar) || scalar.properties.generalCategory.isMark
        }
    }

    /// True for a character a value may start with: a letter or a digit.
    private static func isLead(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic && !scalar.properties.generalCategory.isMark
            || scalar.properties.numericType == .decimal
    }
}

extension Unicode.GeneralCategory {
    /// True for a combining mark (Mn, Mc, Me).
    fileprivate var isMark: Bool {
        self == .nonspacingMark || self == .spacingMark || self == .enclosingMark
    }
}
