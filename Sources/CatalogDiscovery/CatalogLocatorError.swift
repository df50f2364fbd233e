internal import ExerciseCatalog

/// Why a catalog folder named on the command line or in the environment cannot be used.
package enum CatalogLocatorError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The folder named by `origin` (such as "--catalog" or "$OTF_CATALOG") does not exist.
    case notFound(path: String, origin: String)
    /// The path named by `origin` exists but is not a folder.
    case notAFolder(path: String, origin: String)
    /// `origin` was given an empty path.
    case emptyPath(origin: String)

    /// `/tmp/cat (from $OTF_CATALOG): no such folder`, the path echoed (``EchoedText/path(_:)``).
    package var description: String {
        switch self {
        case .notFound(let path, let origin): "\(EchoedText.path(path)) (from \(origin)): no such folder"
        case .notAFolder(let path, let origin): "\(EchoedText.path(path)) (from \(origin)): not a folder"
        case .emptyPath(let origin): "\(origin) is empty; give a catalog folder"
        }
    }
}
