import TerminalKit

/// Decodes the input as terminal bytes, whole and again in chunks of 1 to 7 bytes, and stops with a
/// crash when the keys differ: `KeyDecoder` promises the same keys however the input was split.
///
/// It does so with the default paste limit and with a limit of 8 bytes, which inputs of this size
/// reach, so a paste cut at its limit is checked too.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for pasteLimit in [KeyDecoder.defaultPasteLimit, 8] {
        checkSplits(of: bytes, pasteLimit: pasteLimit)
    }
    return 0
}

/// Stops with a crash unless chunks of up to 1 and up to 7 bytes give the keys the whole input gives.
private func checkSplits(of bytes: [UInt8], pasteLimit: Int) {
    var whole = KeyDecoder(pasteLimit: pasteLimit)
    let expected = whole.decode(bytes) + whole.flushPendingEscape()
    for longest in [1, 7] {
        var decoder = KeyDecoder(pasteLimit: pasteLimit)
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
        precondition(
            keys == expected,
            "paste limit \(pasteLimit): chunks of up to \(longest) bytes gave \(keys), not \(expected)")
    }
}
