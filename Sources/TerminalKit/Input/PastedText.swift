/// Turns the bytes of a bracketed paste into text that is safe to put in a one-line field.
enum PastedText {
    /// The pasted bytes as text: invalid UTF-8 becomes U+FFFD, a tab or a line break (CR, LF or CRLF)
    /// becomes one space, and every other control character (C0, DEL, C1) is removed.
    static func cleaned(_ bytes: [UInt8]) -> String {
        var output = String.UnicodeScalarView()
        var followsCarriageReturn = false
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            switch scalar.value {
            case 0x0A where followsCarriageReturn:
                break
            case 0x09, 0x0A, 0x0D:
                output.append(" ")
            case 0x00...0x1F, 0x7F...0x9F:
                break
            default:
                output.append(scalar)
            }
            followsCarriageReturn = scalar.value == 0x0D
        }
        return String(output)
    }
}
