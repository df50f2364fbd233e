public import ExerciseCatalog

/// What the app does with system search's index at launch: every exercise indexed once per catalog
/// version, the index replaced when the catalog changes, and nothing of the sample left in it.
public enum SpotlightIndexing: Sendable, Equatable {
    /// The index already holds this catalog: do nothing.
    case keep
    /// Delete what the app indexed, index `entries`, then remember `version`.
    case replace(version: String, entries: [SpotlightEntry])
    /// Delete what the app indexed and forget the version: the sample is never indexed (deleting what is
    /// not there costs nothing, so it is done at every launch with the sample).
    case remove

    /// The domain every item is indexed under, so the app can delete all of its items at once.
    public static let domain = "exercise"

    /// What to do for `catalog` when the index holds the version `indexedVersion` (nil: nothing indexed
    /// that the app remembers).
    public static func plan(for catalog: Catalog, indexedVersion: String?) -> SpotlightIndexing {
        guard !catalog.isSample else {
            return .remove
        }
        let entries = catalog.exercises.map(SpotlightEntry.init(exercise:))
        let version = version(of: entries)
        return version == indexedVersion ? .keep : .replace(version: version, entries: entries)
    }

    /// The version of `entries`: a 64-bit FNV-1a hash of every field, in hex, so a change of the catalog
    /// (or of the words search knows for it) gives another version.
    static func version(of entries: [SpotlightEntry]) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for entry in entries {
            for field in [entry.id, entry.title, entry.summary, entry.thumbnail] + entry.keywords {
                for byte in field.utf8 + [0] {
                    hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
                }
            }
            hash = (hash ^ 0xFF) &* 0x0000_0100_0000_01B3
        }
        return "1-" + String(hash, radix: 16)
    }
}
