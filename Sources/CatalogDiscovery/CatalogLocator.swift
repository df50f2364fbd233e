package import ExerciseCatalog
internal import Foundation

/// Decides which catalog a front end reads: an explicit `--catalog` folder, then `$OTF_CATALOG`, then the
/// installed catalog, then the embedded sample.
///
/// A folder named explicitly or in the environment must exist: the locator never falls back silently
/// from a path the user gave. The command line and the terminal app use it; the iPhone app reads only the
/// catalog it carries (``CatalogLocation/bundled(inResources:)``).
package struct CatalogLocator: Sendable {
    /// The environment variable naming a catalog folder.
    package static let environmentVariable = "OTF_CATALOG"

    /// The process environment (only `OTF_CATALOG` and `XDG_DATA_HOME` are read; an empty value counts as
    /// unset).
    package var environment: [String: String]
    /// The user's home folder.
    package var homeDirectory: String
    /// Whether a path is an existing folder (following symbolic links); replaceable in tests.
    package var isDirectory: @Sendable (String) -> Bool
    /// Whether anything exists at a path; replaceable in tests.
    package var exists: @Sendable (String) -> Bool

    /// Creates a locator over the given environment and home folder, checking the real file system
    /// unless told otherwise.
    package init(
        environment: [String: String], homeDirectory: String,
        isDirectory: @escaping @Sendable (String) -> Bool = CatalogFiles.isFolder,
        exists: @escaping @Sendable (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
    ) {
        self.environment = environment
        self.homeDirectory = homeDirectory
        self.isDirectory = isDirectory
        self.exists = exists
    }

    /// The catalog to read, given the `--catalog` value if there was one.
    package func locate(explicit: String? = nil) throws(CatalogLocatorError) -> CatalogLocation {
        if let explicit {
            return try checked(explicit, origin: "--catalog")
        }
        if let fromEnvironment = environment[Self.environmentVariable], !fromEnvironment.isEmpty {
            return try checked(fromEnvironment, origin: "$" + Self.environmentVariable)
        }
        let installed = Self.defaultInstallDirectory(environment: environment, homeDirectory: homeDirectory)
        if isDirectory(installed) {
            return .directory(path: installed, reason: "installed catalog")
        }
        return .embeddedSample(
            reason: "no catalog installed at \(EchoedText.path(installed)); using the built-in sample")
    }

    /// Where `otf catalog import` installs when no folder is given: `$XDG_DATA_HOME/otf-exercises/catalog`
    /// (default `~/.local/share/…`) on Linux, `~/Library/Application Support/otf-exercises/catalog` on macOS.
    ///
    /// `XDG_DATA_HOME` is used only when it is an absolute path, as the XDG specification says;
    /// `homeDirectory` defaults to ``homeDirectory(environment:)``.
    package static func defaultInstallDirectory(
        environment: [String: String], homeDirectory: String? = nil
    ) -> String {
        let homeDirectory = homeDirectory ?? Self.homeDirectory(environment: environment)
        #if os(macOS)
            return joined(homeDirectory, "Library/Application Support/otf-exercises/catalog")
        #else
            if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
                return joined(dataHome, "otf-exercises/catalog")
            }
            return joined(homeDirectory, ".local/share/otf-exercises/catalog")
        #endif
    }

    /// The user's home folder: `$HOME` from `environment` when it is set and not empty, else the
    /// account's home in the user database.
    package static func homeDirectory(environment: [String: String]) -> String {
        if let home = environment["HOME"], !home.isEmpty {
            return home
        }
        return NSHomeDirectoryForUser(NSUserName()) ?? NSHomeDirectory()
    }

    /// `base` and `rest` with exactly one "/" between them.
    private static func joined(_ base: String, _ rest: String) -> String {
        var trimmed = Substring(base)
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return trimmed + "/" + rest
    }

    private func checked(_ path: String, origin: String) throws(CatalogLocatorError) -> CatalogLocation {
        guard !path.isEmpty else { throw .emptyPath(origin: origin) }
        guard isDirectory(path) else {
            throw exists(path)
                ? .notAFolder(path: path, origin: origin) : .notFound(path: path, origin: origin)
        }
        return .directory(path: path, reason: "from \(origin)")
    }
}
