/// Where a front end will read the catalog from, and why.
public enum CatalogLocation: Sendable, Equatable {
    /// A catalog folder or web checkout on disk; `reason` is such as "from --catalog" or "installed catalog".
    case directory(path: String, reason: String)
    /// The sample compiled into the package, used when no catalog is installed; `reason` says so.
    case embeddedSample(reason: String)

    /// Why this location was chosen, for a status line.
    public var reason: String {
        switch self {
        case .directory(_, let reason): reason
        case .embeddedSample(let reason): reason
        }
    }
}
