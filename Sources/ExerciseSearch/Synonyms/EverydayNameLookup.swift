package import ExerciseCatalog

/// The everyday names, shorthand and synonyms search knows for one exercise, read from the synonym
/// tables (``SynonymTable/entries``) for front ends that list an exercise where search cannot run for
/// them, such as system search's keywords.
package enum EverydayNameLookup {
    /// One synonym entry with its spellings folded as the index folds them.
    private struct FoldedEntry: Sendable {
        let terms: [[String]]
        let spellings: [(text: String, stems: [String])]
        let reaches: Set<String>
    }

    /// Every entry of the table, folded once.
    private static let entries: [FoldedEntry] = SynonymTable.entries.map { entry in
        FoldedEntry(
            terms: entry.terms.map(stems(of:)),
            spellings: (entry.terms + entry.aliases).map { ($0, stems(of: $0)) },
            reaches: Set(entry.reaches))
    }

    /// The other words of every synonym entry that names `exercise` (a term's words appear together in its
    /// name or one of its equipment tags, folded as search folds them) or that was written from it
    /// (``SynonymEntry/reaches``): its terms and aliases, in table order, each once, without its name.
    package static func names(for exercise: Exercise) -> [String] {
        let fields = ([exercise.name] + exercise.equipment).map(stems(of:))
        var names: [String] = []
        var seen: Set<[String]> = [fields[0]]
        for entry in entries {
            let named = entry.terms.contains { term in fields.contains { contains($0, term) } }
            guard named || entry.reaches.contains(exercise.id) else { continue }
            for spelling in entry.spellings where seen.insert(spelling.stems).inserted {
                names.append(spelling.text)
            }
        }
        return names
    }

    /// The stems of `text`'s words, folded as the index folds them.
    private static func stems(of text: String) -> [String] {
        SearchText.stems(in: text)
    }

    /// True when `part` is a non-empty run of adjacent words of `whole`.
    private static func contains(_ whole: [String], _ part: [String]) -> Bool {
        guard !part.isEmpty, part.count <= whole.count else { return false }
        return (0...(whole.count - part.count)).contains { start in
            whole[start..<(start + part.count)].elementsEqual(part)
        }
    }
}
