import TerminalKit

/// The largest side decoded; ``PNGThumbnail`` allows `JPEGDecoder.defaultMaximumDimension` (4096).
///
/// A 500-byte file can declare a 4096×4096 picture whose scan, cut short, decodes as zeros: real work
/// that under the fuzzer's instrumentation takes longer than the 10 s a run allows an input. A lower
/// limit keeps such inputs under it and runs the same code.
private let maximumDimension = 1024

/// Turns the input into a kitty thumbnail as ``PNGThumbnail`` does: JPEG decode, shrink, PNG encode.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let image = try? JPEGDecoder.decode(bytes, maximumDimension: maximumDimension) else { return 0 }
    let side = PNGThumbnail.maximumSide
    _ = PNGEncoder.encode(image.scaledToFit(maxWidth: side, maxHeight: side))
    return 0
}
