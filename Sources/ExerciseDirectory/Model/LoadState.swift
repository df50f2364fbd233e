/// Where the directory is in getting its catalog ready.
public enum LoadState: Sendable, Equatable {
    /// The catalog is being read and indexed.
    case loading
    /// The catalog is ready.
    case loaded
    /// Reading failed; the message says so in plain words (``failureMessage``; the error itself is in
    /// ``DirectoryModel/loadFailureDetails``), and ``DirectoryModel/retry()`` tries again.
    case failed(message: String)

    /// What a screen says when the catalog could not be loaded: no path, no parser text.
    public static let failureMessage = "The exercise catalog could not be loaded."
}
