import CatalogTestSupport
import ExerciseSearch

extension TestCatalog {
    /// A search index over the real catalog.
    static func index() throws -> SearchIndex {
        SearchIndex(exercises: try load().exercises)
    }
}
