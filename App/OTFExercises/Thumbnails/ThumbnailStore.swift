import ExerciseCatalog
import ExerciseDirectory
import Foundation

/// Loads thumbnails off the main actor and keeps the decoded images in memory.
///
/// Paths are resolved with the catalog's `ThumbnailResolver`, so a thumbnail never leads out of its
/// folder. Two requests for the same image share one decode; decoded images live in an `NSCache` keyed
/// by ``ThumbnailRequest/cacheKey``, bounded by their bytes (`ThumbnailCachePolicy`), which the system also
/// empties under memory pressure.
actor ThumbnailStore {
    /// The store the app's views share.
    static let shared = ThumbnailStore()

    private let cache: NSCache<NSString, ThumbnailImage>
    private var resolvers: [String: ThumbnailResolver] = [:]
    private var decoding: [String: Task<ThumbnailImage?, Never>] = [:]

    /// A store keeping decoded images of at most `byteLimit` bytes in all.
    init(byteLimit: Int = ThumbnailCachePolicy.byteLimit) {
        let cache = NSCache<NSString, ThumbnailImage>()
        cache.totalCostLimit = byteLimit
        self.cache = cache
    }

    /// The decoded image `request` names, or nil when its file is missing, unsafe or not an image.
    func image(for request: ThumbnailRequest) async -> ThumbnailImage? {
        let key = request.cacheKey
        if let cached = cache.object(forKey: key as NSString) {
            return cached
        }
        if let running = decoding[key] {
            return await running.value
        }
        let resolver = resolver(for: request.thumbnailsDirectory)
        let task = Task.detached(priority: .utility) { () -> ThumbnailImage? in
            guard let path = resolver.path(for: request.thumbnail),
                let image = ThumbnailDecoder.decode(path: path, maxPixelSize: request.maxPixelSize)
            else { return nil }
            return ThumbnailImage(cgImage: image)
        }
        decoding[key] = task
        let image = await task.value
        decoding[key] = nil
        if let image {
            let cost = ThumbnailCachePolicy.cost(
                bytesPerRow: image.cgImage.bytesPerRow, height: image.cgImage.height)
            cache.setObject(image, forKey: key as NSString, cost: cost)
        }
        return image
    }

    /// The resolver of `directory`, made once (it resolves the folder's real path when created).
    private func resolver(for directory: String) -> ThumbnailResolver {
        if let known = resolvers[directory] {
            return known
        }
        let resolver = ThumbnailResolver(thumbnailsDirectory: directory)
        resolvers[directory] = resolver
        return resolver
    }
}
