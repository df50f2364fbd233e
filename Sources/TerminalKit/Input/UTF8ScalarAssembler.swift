/// Puts Unicode scalars together from UTF-8 bytes that arrive one at a time.
///
/// Invalid input (a byte that is never valid UTF-8, a continuation byte without a lead byte, overlong
/// forms, surrogates, values above U+10FFFF, or a sequence cut short) is dropped; a byte that breaks a
/// sequence is then read afresh as the possible start of the next one.
struct UTF8ScalarAssembler: Sendable {
    /// The bits of the scalar collected so far.
    private var value: UInt32 = 0
    /// How many continuation bytes the current scalar still needs.
    private var remaining = 0
    /// The range the next continuation byte must fall in (narrower than 0x80...0xBF right after some
    /// lead bytes, which rules out overlong forms, surrogates and values above U+10FFFF).
    private var nextByteRange: ClosedRange<UInt8> = 0x80...0xBF

    /// Whether a scalar has been started and still needs bytes.
    var isIncomplete: Bool { remaining > 0 }

    /// Forgets a scalar that has been started.
    mutating func reset() {
        remaining = 0
    }

    /// Adds one byte; returns the scalar it completes, or nil when more bytes are needed or the byte
    /// was dropped.
    mutating func add(_ byte: UInt8) -> Unicode.Scalar? {
        if remaining > 0 {
            if nextByteRange.contains(byte) {
                value = value << 6 | UInt32(byte & 0x3F)
                remaining -= 1
                nextByteRange = 0x80...0xBF
                return remaining == 0 ? Unicode.Scalar(value) : nil
            }
            remaining = 0
        }
        switch byte {
        case 0x00...0x7F:
            return Unicode.Scalar(byte)
        case 0xC2...0xDF:
            start(bits: byte & 0x1F, continuationBytes: 1, next: 0x80...0xBF)
        case 0xE0:
            start(bits: 0, continuationBytes: 2, next: 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF:
            start(bits: byte & 0x0F, continuationBytes: 2, next: 0x80...0xBF)
        case 0xED:
            start(bits: byte & 0x0F, continuationBytes: 2, next: 0x80...0x9F)
        case 0xF0:
            start(bits: 0, continuationBytes: 3, next: 0x90...0xBF)
        case 0xF1...0xF3:
            start(bits: byte & 0x07, continuationBytes: 3, next: 0x80...0xBF)
        case 0xF4:
            start(bits: byte & 0x07, continuationBytes: 3, next: 0x80...0x8F)
        default:
            break
        }
        return nil
    }

    /// Begins a scalar from the payload bits of its lead byte.
    private mutating func start(bits: UInt8, continuationBytes: Int, next: ClosedRange<UInt8>) {
        value = UInt32(bits)
        remaining = continuationBytes
        nextByteRange = next
    }
}
