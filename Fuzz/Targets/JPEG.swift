import TerminalKit

/// Turns the input into a kitty thumbnail as the terminal app does: JPEG decode, shrink, PNG encode.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    _ = try? PNGThumbnail(jpeg: Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
