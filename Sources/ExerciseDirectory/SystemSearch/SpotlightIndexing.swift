public import ExerciseCatalog
public import Foundation

/// What the app does with system search's index at launch: every exercise indexed once per catalog
/// version, the index replaced when the catalog changes, and nothing of the sample left in it.
///
/// The version indexed last is kept in the index itself, as its client state (Core Spotlight's
/// `endIndexBatch(withClientState:)`, read back with `fetchLastClientState`), so whatever empties the
/// index (a restored backup, the system dropping it) also forgets the version, and the next launch
/// indexes again.
public enum SpotlightIndexing: Sendable, Equatable {
    /// The index already holds this catalog: do nothing.
    case keep
    /// Delete what the app indexed, index `entries`, and end the batch with the client state of
    /// `version` (``clientState(for:)``).
    case replace(version: String, entries: [SpotlightEntry])
    /// Delete what the app indexed, which also forgets the version: the sample is never indexed
    /// (deleting what is not there costs nothing, so it is done at every launch with the sample).
    case remove

    /// The domain every item is indexed under.
    public static let domain = "exercise"

    /// The name of the app's own index: Core Spotlight keeps no client state for its default index.
    public static let indexName = "exercises"

    /// What to do for `catalog` when the index's client state is `clientState` (nil: none, or it could
    /// not be read).
    public static func plan(for catalog: Catalog, clientState: Data?) -> SpotlightIndexing {
        guard !catalog.isSample else {
            return .remove
        }
        let entries = catalog.exercises.map(SpotlightEntry.init(exercise:))
        let version = version(of: entries)
        return clientState == Self.clientState(for: version)
            ? .keep : .replace(version: version, entries: entries)
    }

    /// The client state that says the index holds `version`: its UTF-8 bytes (about 20; Core Spotlight
    /// keeps fewer than 250).
    public static func clientState(for version: String) -> Data {
        Data(version.utf8)
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
