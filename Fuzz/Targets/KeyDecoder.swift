import TerminalKit

/// Decodes the input as terminal bytes, whole and again in chunks of 1 to 7 bytes, and stops with a
/// crash when the keys differ: `KeyDecoder` promises the same keys however the input was split.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var whole = KeyDecoder()
    let expected = whole.decode(bytes) + whole.flushPendingEscape()
    for longest in [1, 7] {
        var decoder = KeyDecoder()
        var keys: [Key] = []
        var start = 0
        var length = 1
        while start < bytes.count {
            let end = min(bytes.count, start + length)
            keys += decoder.decode(bytes[start..<end])
            start = end
            length = length % longest + 1
        }
        keys += decoder.flushPendingEscape()
        precondition(keys == expected, "chunks of up to \(longest) bytes gave \(keys), not \(expected)")
    }
    return 0
}
