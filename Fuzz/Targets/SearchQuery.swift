import ExerciseCatalog
import ExerciseSearch

/// The index of the built-in sample catalog, built once.
private let index = SearchIndex(exercises: SampleCatalog.load().exercises)

/// Searches the sample catalog for the input (as UTF-8, invalid bytes replaced) and looks it up as a
/// value of every facet, as the command line's filter options do.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = index.search(text)
    for facet in Facet.allCases {
        _ = index.canonicalValue(text, in: facet)
    }
    return 0
}
