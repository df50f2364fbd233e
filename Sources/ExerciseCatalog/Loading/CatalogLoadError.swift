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

    /// One line naming the folder or file, echoed (``EchoedText/path(_:)``), and what is wrong.
    public var description: String {
        switch self {
        case .missingExercisesFile(let directory):
            "\(EchoedText.path(directory)): no \(CatalogFiles.exercisesFile) (nor \(CatalogFiles.webExercisesPath)) in this folder"
        case .unreadable(let path, let reason):
            "\(EchoedText.path(path)): cannot be read: \(reason)"
        case .invalidJSON(let path, let error):
            "\(EchoedText.path(path)): invalid JSON at \(error)"
        case .notUTF8(let path, let detail):
            "\(EchoedText.path(path)): not UTF-8 text: \(detail)"
        }
    }
}
