import ExerciseCatalog
import Foundation

@testable import ExerciseSearch

/// A catalog folder whose `exercises.json` and `manifest.json` never change, so its stamp is fixed.
private let folder: String = {
    let path = NSTemporaryDirectory() + "otf-fuzz-snapshot-\(getpid())"
    let manager = FileManager.default
    try? manager.createDirectory(atPath: path, withIntermediateDirectories: true)
    for name in [CatalogFiles.exercisesFile, CatalogFiles.manifestFile] {
        guard manager.createFile(atPath: path + "/" + name, contents: Data("{}\n".utf8)) else {
            fatalError("cannot write \(path)/\(name)")
        }
    }
    atexit { try? FileManager.default.removeItem(atPath: folder) }
    return path
}()

/// The stamp of ``folder``'s files, which a snapshot written for it carries.
private let stamp: CatalogSnapshotStamp = {
    guard let stamp = try? CatalogSnapshotStamp.of(CatalogLoader.layout(of: folder)) else {
        fatalError("cannot examine the files of \(folder)")
    }
    return stamp
}()

/// The checksums of ``folder``'s files, which a snapshot written for it carries.
private let checksums: CatalogContentChecksums = {
    guard let checksums = try? CatalogContentChecksums.of(CatalogLoader.layout(of: folder)) else {
        fatalError("cannot read the files of \(folder)")
    }
    return checksums
}()

/// A valid payload: the first three exercises of the sample catalog with their index.
private let validPayload = SearchSnapshot.payload(
    SearchStorage(exercises: Array(SampleCatalog.load().exercises.prefix(3))), isSample: false)

/// A valid snapshot file for ``folder`` holding ``validPayload``.
private let validFile = seal(validPayload)

/// Where the snapshot of ``folder`` goes.
private let snapshotPath = folder + "/" + CatalogFiles.snapshotFile

/// Replaces the file at `path` with `bytes` in place (with Foundation's `createFile` the target ran at
/// half the speed).
private func write(_ bytes: [UInt8], to path: String) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    guard descriptor >= 0, written == bytes.count, close(descriptor) == 0 else {
        fatalError("cannot write \(path)")
    }
}

/// The whole file for `payload`, written by this build for ``folder``'s files.
private func seal(_ payload: [UInt8]) -> [UInt8] {
    CatalogSnapshot.seal(
        payload, fingerprint: SearchSnapshot.fingerprint, stamp: stamp, contents: checksums)
}

/// `base` with the patches in `input`: each 3 bytes (offset high, offset low, value) set one byte; 1 or 2
/// bytes left over cut it to that many bytes (modulo its length plus one).
private func patched(_ base: [UInt8], by input: ArraySlice<UInt8>) -> [UInt8] {
    var bytes = base
    var rest = input
    while rest.count >= 3 {
        let offset = (Int(rest[rest.startIndex]) << 8 | Int(rest[rest.startIndex + 1])) % bytes.count
        bytes[offset] = rest[rest.startIndex + 2]
        rest = rest.dropFirst(3)
    }
    if !rest.isEmpty {
        let length = rest.reduce(0) { $0 << 8 | Int($1) } % (bytes.count + 1)
        bytes.removeLast(bytes.count - length)
    }
    return bytes
}

/// Loads a `search.snapshot` made from the input the way `otf search` does, then searches what it loaded.
///
/// The file is written into a catalog folder and read by `SearchSnapshot.load`; a catalog it loads is
/// searched by a fixed query and by its first exercise's name. The first byte picks what the rest is:
/// 0 a payload (sealed here, so its checksum holds), 1 a whole file, 2 patches to a valid payload (then
/// sealed), 3 patches to a valid whole file.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let input = UnsafeBufferPointer(start: data, count: size)
    guard let mode = input.first else { return 0 }
    let rest = Array(input.dropFirst())
    let file: [UInt8]
    switch mode % 4 {
    case 0: file = seal(rest)
    case 1: file = rest
    case 2: file = seal(patched(validPayload, by: rest[...]))
    default: file = patched(validFile, by: rest[...])
    }
    write(file, to: snapshotPath)
    guard case .success(let indexed) = SearchSnapshot.load(directory: folder) else { return 0 }
    for query in ["db row lung", indexed.catalog.exercises.first?.name ?? ""] {
        _ = indexed.index.search(query)
    }
    return 0
}
