/// What a complete CSI ("ESC [") or SS3 ("ESC O") sequence from the keyboard means.
enum EscapeSequenceMeaning: Equatable, Sendable {
    /// A key press.
    case key(Key)
    /// The start of a bracketed paste ("ESC [ 200 ~").
    case pasteStart
    /// A sequence with no key of its own (function keys, Insert, mouse reports, focus events, terminal
    /// responses, modifier-only variants the decoder does not know): swallowed.
    case ignored

    /// The meaning of "ESC [" + `parameters` + `final`.
    ///
    /// Arrows, Home and End keep their meaning when a modifier is reported ("ESC [ 1 ; 5 C", Ctrl-Right,
    /// is `.right`). Private sequences (parameters starting with "<", "=", ">" or "?") and sequences with
    /// intermediate bytes are ignored.
    static func controlSequence(parameters: [UInt8], final: UInt8) -> EscapeSequenceMeaning {
        guard parameters.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x3B }) else {
            return .ignored
        }
        if let key = cursorKey(final: final) {
            return .key(key)
        }
        switch final {
        case UInt8(ascii: "Z"):
            return parameters.isEmpty ? .key(.shiftTab) : .ignored
        case UInt8(ascii: "~"):
            return tildeSequence(firstParameter: parameters.prefix { $0 != 0x3B })
        default:
            return .ignored
        }
    }

    /// The meaning of an "ESC O" sequence ending with `final` (its parameters, if any, do not matter).
    static func singleShift(final: UInt8) -> EscapeSequenceMeaning {
        cursorKey(final: final).map { .key($0) } ?? .ignored
    }

    /// The arrow, Home or End key that both CSI and SS3 sequences end with.
    private static func cursorKey(final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
    }

    /// The meaning of a "ESC [ n ~" sequence by its first parameter `n` (VT220 and rxvt numbering).
    private static func tildeSequence(firstParameter: ArraySlice<UInt8>) -> EscapeSequenceMeaning {
        switch String(decoding: firstParameter, as: UTF8.self) {
        case "1", "7": .key(.home)
        case "4", "8": .key(.end)
        case "3": .key(.delete)
        case "5": .key(.pageUp)
        case "6": .key(.pageDown)
        case "200": .pasteStart
        default: .ignored
        }
    }
}
