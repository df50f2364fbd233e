package import ExerciseCatalog

/// Why an import was refused or failed; in every case the previously installed catalog is left as it was.
package enum CatalogImportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The source holds no readable catalog (no exercise list, unreadable, or not JSON).
    case cannotLoadSource(CatalogLoadError)
    /// The source was read but has errors (bad records, unsafe or unusable thumbnails); all are listed.
    case invalidSource(source: String, problems: [CatalogProblem])
    /// The destination exists and is not a catalog folder, so it is not replaced.
    case destinationNotACatalog(path: String, reason: String)
    /// Another import into the same destination is running.
    case importInProgress(destination: String)
    /// The destination is the source, or one of the two folders holds the other (compared with every
    /// symbolic link resolved): installing would remove or overwrite the very files being read.
    case overlappingFolders(source: String, destination: String, reason: String)
    /// A file-system call failed while building or installing the new catalog.
    case fileSystem(CatalogFileSystemError)

    /// One line, or for ``invalidSource(source:problems:)`` a heading and one line per problem; each
    /// folder is echoed (``EchoedText/path(_:)``).
    package var description: String {
        let echo = EchoedText.path
        return switch self {
        case .cannotLoadSource(let error):
            "cannot import: \(error); nothing was changed"
        case .invalidSource(let source, let problems):
            ([
                "cannot import \(echo(source)): \(problems.count) problem(s) in the source; nothing was changed"
            ]
                + problems.map { "  \($0)" }).joined(separator: "\n")
        case .destinationNotACatalog(let path, let reason):
            "cannot import into \(echo(path)): \(reason); it is left untouched"
        case .importInProgress(let destination):
            "cannot import into \(echo(destination)): another import into it is running; nothing was changed"
        case .overlappingFolders(let source, let destination, let reason):
            "cannot import \(echo(source)) into \(echo(destination)): \(reason); nothing was changed"
        case .fileSystem(let error):
            "import failed, the installed catalog is unchanged: \(error)"
        }
    }
}
