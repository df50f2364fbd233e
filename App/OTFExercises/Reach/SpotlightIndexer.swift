import CoreSpotlight
import ExerciseCatalog
import ExerciseDirectory
import Foundation
import UniformTypeIdentifiers
import os

/// Hands system search what ``SpotlightIndexing`` decides.
///
/// Every exercise is indexed once per catalog version, the index replaced when the catalog changes and
/// removed for the sample. The version indexed last is kept in the app's defaults; a tapped result comes
/// back to the app as the exercise's id (OTFExercisesApp).
@MainActor
enum SpotlightIndexer {
    /// The defaults key of the version indexed last.
    private static let versionKey = "spotlightIndexedVersion"

    /// Brings system search up to date with `catalog`; a failure is logged and tried again next launch.
    static func update(for catalog: Catalog) async {
        guard CSSearchableIndex.isIndexingAvailable() else { return }
        let indexedVersion = UserDefaults.standard.string(forKey: versionKey)
        let plan = await Task.detached(priority: .utility) {
            SpotlightIndexing.plan(for: catalog, indexedVersion: indexedVersion)
        }.value
        let index = CSSearchableIndex.default()
        do {
            switch plan {
            case .keep:
                return
            case .remove:
                UserDefaults.standard.removeObject(forKey: versionKey)
                try await index.deleteSearchableItems(withDomainIdentifiers: [SpotlightIndexing.domain])
            case .replace(let version, let entries):
                UserDefaults.standard.removeObject(forKey: versionKey)
                try await index.deleteSearchableItems(withDomainIdentifiers: [SpotlightIndexing.domain])
                let thumbnails = ThumbnailResolver(thumbnailsDirectory: catalog.thumbnailsDirectory)
                try await index.indexSearchableItems(items(for: entries, thumbnails: thumbnails))
                UserDefaults.standard.set(version, forKey: versionKey)
            }
        } catch {
            Logger(subsystem: Bundle.main.bundleIdentifier ?? "OTFExercises", category: "spotlight")
                .error("System search could not be updated: \(String(describing: error), privacy: .public)")
        }
    }

    /// The searchable items of `entries`, each with its thumbnail file when the catalog has it.
    ///
    /// Not main-actor code, so the items it makes can be handed to the index.
    nonisolated private static func items(for entries: [SpotlightEntry], thumbnails: ThumbnailResolver)
        -> [CSSearchableItem]
    {
        entries.map { entry in
            let attributes = CSSearchableItemAttributeSet(contentType: .content)
            attributes.title = entry.title
            attributes.contentDescription = entry.summary
            attributes.keywords = entry.keywords
            if let path = thumbnails.path(for: entry.thumbnail) {
                attributes.thumbnailURL = URL(fileURLWithPath: path)
            }
            let item = CSSearchableItem(
                uniqueIdentifier: entry.id, domainIdentifier: SpotlightIndexing.domain,
                attributeSet: attributes)
            // Items expire after a month by default, while the kept version says they are there.
            item.expirationDate = .distantFuture
            return item
        }
    }
}
