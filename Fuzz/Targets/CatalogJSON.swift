import ExerciseCatalog
import ExerciseSearch

/// Decodes the input as an `exercises.json` (JSON parser and record decoder, through the loader's decode
/// path), then indexes whatever records it kept and searches them by the first one's name.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let catalog = try? CatalogLoader.decode(bytes, path: "fuzz/exercises.json"),
        let first = catalog.exercises.first
    else {
        return 0
    }
    _ = SearchIndex(exercises: catalog.exercises).search(first.name)
    return 0
}
