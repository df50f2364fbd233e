/// Why a catalog could not be loaded at all; per-record problems are reported in ``Catalog/problems`` instead.
public enum CatalogLoadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The folder holds neither `exercises.json` nor `src/data/exercises.json`.
    case missingExercisesFile(directory: String)
    /// The file exists but could not be read.
    case unreadable(path: String, reason: String)
    /// The file is not valid JSON.
    case invalidJSON(path: String, error: JSONSyntaxError)
    /// The file is not UTF-8 text; `detail` says where it first is not, or which encoding it is in.
    case notUTF8(path: String, detail: String)

    public var description: String {
        switch self {
        case .missingExercisesFile(let directory):
            "\(directory): no \(CatalogFiles.exercisesFile) (nor \(CatalogFiles.webExercisesPath)) in this folder"
        case .unreadable(let path, let reason):
            "\(path): cannot be read: \(reason)"
        case .invalidJSON(let path, let error):
            "\(path): invalid JSON at \(error)"
        case .notUTF8(let path, let detail):
            "\(path): not UTF-8 text: \(detail)"
        }
    }
}
