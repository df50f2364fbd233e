/// What `verify` says of a catalog folder's search snapshot.
package enum SnapshotVerdict: Sendable, Equatable {
    /// Search uses it.
    case current
    /// Search cannot use it, for this reason, and reads the exercise list instead.
    case notUsed(String)
    /// Not looked at: the catalog itself could not be read (nothing would be searched), or it has no
    /// folder (the built-in sample).
    case notChecked
}
