/// Where the directory is in getting its catalog ready.
public enum LoadState: Sendable, Equatable {
    /// The catalog is being read and indexed.
    case loading
    /// The catalog is ready.
    case loaded
    /// Reading failed; the message says why, and ``DirectoryModel/retry()`` tries again.
    case failed(message: String)
}
