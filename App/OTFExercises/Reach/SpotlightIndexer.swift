import CoreSpotlight
import ExerciseCatalog
import ExerciseDirectory
import Foundation
import UniformTypeIdentifiers
import os

/// Hands system search what ``SpotlightIndexing`` decides.
///
/// Every exercise is indexed once per catalog version, the index replaced when the catalog changes and
/// removed for the sample. The version indexed last is the client state of the app's own index, kept
/// with the items (so a restored backup without them indexes again); a tapped result comes back to the
/// app as the exercise's id (OTFExercisesApp).
@MainActor
enum SpotlightIndexer {
    /// Brings system search up to date with `catalog`; a failure is logged and tried again next launch.
    static func update(for catalog: Catalog) async {
        guard CSSearchableIndex.isIndexingAvailable() else { return }
        let index = CSSearchableIndex(name: SpotlightIndexing.indexName)
        let clientState = await lastClientState(of: index)
        let plan = await Task.detached(priority: .utility) {
            SpotlightIndexing.plan(for: catalog, clientState: clientState)
        }.value
        do {
            switch plan {
            case .keep:
                return
            case .remove:
                // Also resets the client state.
                try await index.deleteAllSearchableItems()
            case .replace(let version, let entries):
                try await index.deleteAllSearchableItems()
                let thumbnails = ThumbnailResolver(thumbnailsDirectory: catalog.thumbnailsDirectory)
                beginBatch(indexing: items(for: entries, thumbnails: thumbnails), in: index)
                try await index.endBatch(withClientState: SpotlightIndexing.clientState(for: version))
            }
        } catch {
            Logger(subsystem: Bundle.main.bundleIdentifier ?? "OTFExercises", category: "spotlight")
                .error("System search could not be updated: \(String(describing: error), privacy: .public)")
        }
    }

    /// Begins a batch of `index` that adds `items`: they are stored with the client state when the batch
    /// ends, which reports any failure, so this call is not awaited on its own.
    nonisolated private static func beginBatch(
        indexing items: [CSSearchableItem], in index: CSSearchableIndex
    ) {
        index.beginBatch()
        index.indexSearchableItems(items, completionHandler: nil)
    }

    /// The client state `index` stored last, or nil when it has none or cannot say.
    nonisolated private static func lastClientState(of index: CSSearchableIndex) async -> Data? {
        await withCheckedContinuation { continuation in
            index.fetchLastClientState { state, _ in continuation.resume(returning: state) }
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
            // Items expire after a month by default, while the index's client state says they are there.
            item.expirationDate = .distantFuture
            return item
        }
    }
}
