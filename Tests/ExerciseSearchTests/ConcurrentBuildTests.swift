import CatalogTestSupport
import ExerciseCatalog
import Testing

@testable import ExerciseSearch

/// Indexing a catalog on two threads and merging must give the tables one thread builds, byte for byte.
@Suite struct ConcurrentBuildTests {
    /// The snapshot payload of `exercises` indexed with the second thread starting at `split`.
    private static func payload(_ exercises: [Exercise], splitAt split: Int?) -> [UInt8] {
        SearchSnapshot.payload(SearchStorage(exercises: exercises, splitAt: split), isSample: false)
    }

    @Test func everySplitOfTheSampleBuildsTheSameTables() {
        let exercises = SampleCatalog.load().exercises
        let oneThread = Self.payload(exercises, splitAt: nil)
        for split in 0...exercises.count {
            #expect(Self.payload(exercises, splitAt: split) == oneThread, "split at \(split)")
        }
    }

    @Test(TestCatalog.isRequired)
    func splitsOfTheRealCatalogBuildTheSameTables() throws {
        let exercises = try TestCatalog.load().exercises
        let oneThread = Self.payload(exercises, splitAt: nil)
        for split in [1, 300, 1_000, 1_219] {
            #expect(Self.payload(exercises, splitAt: split) == oneThread, "split at \(split)")
        }
        let asBuilt = SearchSnapshot.payload(SearchStorage(exercises: exercises), isSample: false)
        #expect(asBuilt == oneThread, "the split a catalog of \(exercises.count) gets")
    }
}
