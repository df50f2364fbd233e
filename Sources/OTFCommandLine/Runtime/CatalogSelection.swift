internal import CatalogDiscovery
package import ExerciseCatalog
package import ExerciseSearch

extension CommandContext {
    /// The user's home folder: `$HOME`, else the account's home.
    package var homeDirectory: String { CatalogLocator.homeDirectory(environment: environment) }

    /// Decides which catalog to use: `--catalog DIR`, `$OTF_CATALOG`, the installed one, the sample.
    package func locateCatalog(_ arguments: ParsedArguments) throws -> CatalogLocation {
        do {
            return try CatalogLocator(environment: environment, homeDirectory: homeDirectory)
                .locate(explicit: arguments.value(.catalog))
        } catch {
            throw CommandFailure(error.description)
        }
    }

    /// Loads the catalog the command should use and says where it came from.
    ///
    /// A catalog that cannot be read at all is a failure naming the file; per-record problems are
    /// returned with the catalog.
    package func loadCatalog(_ arguments: ParsedArguments) throws -> (catalog: Catalog, reason: String) {
        let location = try locateCatalog(arguments)
        do {
            return (try location.load(), location.reason)
        } catch {
            throw CommandFailure(error.description)
        }
    }

    /// Loads the catalog the command should use with its search index, from the folder's search
    /// snapshot when it has a current one.
    package func loadIndexedCatalog(_ arguments: ParsedArguments) throws -> IndexedCatalog {
        let location = try locateCatalog(arguments)
        do {
            return try IndexedCatalog.load(location)
        } catch {
            throw CommandFailure(error.description)
        }
    }
}
