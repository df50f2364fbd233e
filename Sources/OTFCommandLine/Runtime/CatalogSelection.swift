import ExerciseCatalog

extension CommandContext {
    /// Loads the catalog the command should use and says where it came from.
    ///
    /// Order: `--catalog DIR`, `$OTF_CATALOG`, then the built-in sample. A catalog that cannot be
    /// read at all is a failure naming the file; per-record problems are returned with the catalog.
    public func loadCatalog(_ arguments: ParsedArguments) throws -> (catalog: Catalog, reason: String) {
        let explicit = arguments.value("catalog").map { ($0, "from --catalog") }
        let fromEnvironment = environment["OTF_CATALOG"].flatMap {
            $0.isEmpty ? nil : ($0, "from $OTF_CATALOG")
        }
        guard let (directory, reason) = explicit ?? fromEnvironment else {
            return (SampleCatalog.load(), "no catalog given; using the built-in sample")
        }
        do {
            return (try CatalogLoader.load(directory: directory), reason)
        } catch {
            throw CommandFailure(error.description)
        }
    }
}
