/// Makes text safe to show, match and print in a terminal: what is printed is what the text says.
///
/// The one cleaning every face uses: the catalog loader cleans every free-text field with it, the
/// command line cleans what it echoes, the workout reader cleans each pasted or read line, and the
/// terminal app cleans a bracketed paste. Captions come from social media and may carry terminal escape
/// sequences (colours, hyperlinks, clipboard writes, title changes), carriage returns and backspaces that
/// overwrite what was printed, and bidirectional controls that reorder what is shown. All of these are
/// removed: whole escape sequences (CSI, and OSC, DCS, SOS, PM and APC up to BEL or ST; 7-bit and 8-bit),
/// every other C0 and C1 control character, DEL, and the bidi controls (the marks LRM, RLM and ALM, the
/// embeddings, overrides and isolates). A line break (LF, CR, CRLF, VT, FF, NEL, U+2028, U+2029) is
/// one "\n" or one space, a tab one space. Every other character, including emoji, joiners, variation
/// selectors and combining marks, is kept as it is.
package enum TerminalText {
    /// The text on one line: each line break becomes a space.
    package static func sanitized(_ text: String) -> String {
        clean(text, keepsLineBreaks: false)
    }

    /// The text with each line break made one "\n".
    package static func sanitizedMultiline(_ text: String) -> String {
        clean(text, keepsLineBreaks: true)
    }

    /// `text` in double quotes with every character a tag may not hold (see ``isInvisible(_:)``)
    /// written as `\u{1B}`, so a report shows exactly what a field holds.
    package static func escapedQuote(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// `text` with every character a tag may not hold (see ``isInvisible(_:)``) written as `\u{1B}`:
    /// one line that shows exactly what the text holds.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isInvisible) else {
            return text
        }
        var escaped = ""
        for scalar in text.unicodeScalars {
            if isInvisible(scalar) {
                escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// True for a control character (C0, DEL, C1), a format character (the bidi controls, zero-width
    /// spaces and joiners among them) and the line and paragraph separators: characters that show
    /// nothing, or act on the terminal, rather than print.
    package static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return scalar.value < 0x20 || scalar.value == 0x7F
        }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// ESC, which starts every 7-bit escape sequence.
    private static let escape: UInt32 = 0x1B
    /// BEL, which xterm accepts as the end of an OSC string.
    private static let bell: UInt32 = 0x07
    /// The 8-bit string terminator ST.
    private static let stringTerminator: UInt32 = 0x9C

    /// Copies the printable scalars of `text`, skipping escape sequences and control characters; text
    /// with nothing to clean comes back as it is.
    private static func clean(_ text: String, keepsLineBreaks: Bool) -> String {
        if !text.unicodeScalars.contains(where: { needsCleaning($0, keepsLineBreaks: keepsLineBreaks) }) {
            return text
        }
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        output.reserveCapacity(text.utf8.count)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar.value {
            case escape:
                index = endOfEscapeSequence(in: scalars, after: index)
            case 0x9B:
                index = endOfControlSequence(in: scalars, from: index)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                index = endOfControlString(in: scalars, from: index)
            case 0x09:
                output.append(" ")
            case 0x0D:
                if index < scalars.count && scalars[index].value == 0x0A {
                    index += 1
                }
                output.append(keepsLineBreaks ? "\n" : " ")
            case 0x0A...0x0C, 0x85, 0x2028, 0x2029:
                output.append(keepsLineBreaks ? "\n" : " ")
            case 0x00...0x1F, 0x7F...0x9F:
                continue
            default:
                if scalar.isASCII || !scalar.properties.isBidiControl {
                    output.append(scalar)
                }
            }
        }
        return String(output)
    }

    /// True when cleaning drops or changes `scalar`: a control character, a line or paragraph
    /// separator, a bidi control; a line feed only when line breaks become spaces.
    private static func needsCleaning(_ scalar: Unicode.Scalar, keepsLineBreaks: Bool) -> Bool {
        switch scalar.value {
        case 0x0A: !keepsLineBreaks
        case 0x20..<0x7F: false
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
        default: scalar.properties.isBidiControl
        }
    }

    /// Where the escape sequence whose ESC ends just before `start` ends.
    ///
    /// Covers CSI ("ESC [" …), the string sequences OSC, DCS, SOS, PM and APC ("ESC ]", "ESC P",
    /// "ESC X", "ESC ^", "ESC _" … terminator), "ESC" + intermediates + final byte, and two-byte
    /// sequences. An ESC followed by anything else is dropped on its own.
    private static func endOfEscapeSequence(in scalars: [Unicode.Scalar], after start: Int) -> Int {
        guard start < scalars.count else {
            return start
        }
        switch scalars[start] {
        case "[":
            return endOfControlSequence(in: scalars, from: start + 1)
        case "]", "P", "X", "^", "_":
            return endOfControlString(in: scalars, from: start + 1)
        default:
            break
        }
        var index = start
        while index < scalars.count, (0x20...0x2F).contains(scalars[index].value) {
            index += 1
        }
        if index < scalars.count, (0x30...0x7E).contains(scalars[index].value) {
            index += 1
        }
        return index
    }

    /// Where a control sequence whose parameters begin at `start` ends: after its final byte, or at the
    /// first scalar that cannot belong to it.
    private static func endOfControlSequence(in scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count, (0x20...0x3F).contains(scalars[index].value) {
            index += 1
        }
        if index < scalars.count, (0x40...0x7E).contains(scalars[index].value) {
            index += 1
        }
        return index
    }

    /// Where a control string whose payload begins at `start` ends: after BEL, "ESC \" or the 8-bit
    /// string terminator; before an ESC that starts another sequence; or at the end of the text.
    private static func endOfControlString(in scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count {
            switch scalars[index].value {
            case bell, stringTerminator:
                return index + 1
            case escape:
                let isTerminator = index + 1 < scalars.count && scalars[index + 1] == "\\"
                return isTerminator ? index + 2 : index
            default:
                index += 1
            }
        }
        return index
    }
}
