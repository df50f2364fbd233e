/// Why a project could not be checked at all (as opposed to a ``ProjectProblem`` found in it).
package enum XcodeProjectCheckError: Error, Equatable, CustomStringConvertible {
    /// The `project.pbxproj` file is missing.
    case missingProjectFile(path: String)
    /// `plutil` could not be started.
    case converterUnavailable(reason: String)
    /// `plutil` refused the file.
    case conversionFailed(path: String, message: String)
    /// The converted file is not the shape of an Xcode project.
    case malformedProject(path: String, reason: String)

    /// A sentence naming the file and what is wrong.
    package var description: String {
        switch self {
        case .missingProjectFile(let path):
            "\(path): no such project file"
        case .converterUnavailable(let reason):
            "cannot run plutil to read the project file: \(reason)"
        case .conversionFailed(let path, let message):
            "\(path): plutil cannot read it: \(message)"
        case .malformedProject(let path, let reason):
            "\(path): not an Xcode project file: \(reason)"
        }
    }
}
