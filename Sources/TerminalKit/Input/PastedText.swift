/// Turns the bytes of a bracketed paste into text that is safe to show: its lines, and nothing that
/// could drive the terminal.
package enum PastedText {
    /// The pasted bytes as text: invalid UTF-8 becomes U+FFFD, each line break (CR, LF, CRLF, and the
    /// vertical tab, form feed, NEL and the Unicode line and paragraph separators) one LF, a tab one
    /// space, and every other control character (C0, DEL, C1) is removed.
    static func cleaned(_ bytes: [UInt8]) -> String {
        var output = String.UnicodeScalarView()
        var followsCarriageReturn = false
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            switch scalar.value {
            case 0x0A where followsCarriageReturn:
                break
            case 0x0A...0x0D, 0x85, 0x2028, 0x2029:
                output.append("\n")
            case 0x09:
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

    /// A cleaned paste on one line, for a one-line field: each line break becomes one space.
    package static func singleLine(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ")
    }
}
