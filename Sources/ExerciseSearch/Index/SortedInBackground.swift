import Dispatch
import ExerciseCatalog

/// The browse order of a catalog's exercises, sorted on another thread while the caller goes on
/// indexing (it needs nothing the indexer makes), or on the caller's thread for small catalogs.
final class SortedInBackground: @unchecked Sendable {
    /// Exercise indices in browse order, set once by the sorting thread before `done` is signalled.
    private var order: [Int32] = []
    private let done = DispatchSemaphore(value: 0)

    /// Starts sorting `exercises`, on a global queue when `concurrently`.
    init(_ exercises: [Exercise], concurrently: Bool) {
        guard concurrently else {
            order = Self.sort(exercises)
            done.signal()
            return
        }
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            order = Self.sort(exercises)
            done.signal()
        }
    }

    /// Waits for the sort and returns the order.
    func result() -> [Int32] {
        done.wait()
        return order
    }

    private static func sort(_ exercises: [Exercise]) -> [Int32] {
        BrowseOrder.sortedIndices(exercises).map { Int32($0) }
    }
}
