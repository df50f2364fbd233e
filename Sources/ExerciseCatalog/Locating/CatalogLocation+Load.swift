extension CatalogLocation {
    /// Reads the catalog this location names: the folder's catalog, or the built-in sample.
    public func load() throws(CatalogLoadError) -> Catalog {
        switch self {
        case .embeddedSample: SampleCatalog.load()
        case .directory(let path, _): try CatalogLoader.load(directory: path)
        }
    }
}
