internal import ExerciseCatalog

/// Decodes the bytes a terminal in raw mode sends into `Key` events, incrementally: bytes may arrive in
/// any chunks, and the events are the same however the input was split.
///
/// Escape sequences the decoder does not know (function keys, Alt combinations, mouse reports, terminal
/// responses, OSC/DCS/APC strings) are swallowed whole and never show up as text. Invalid UTF-8 is
/// dropped.
///
/// A lone Escape key sends the same byte that starts every sequence, so after an ESC the decoder waits
/// for more (`hasPendingEscape`). The event loop resolves this with a short timeout: when
/// `hasPendingEscape` is true after a read and no further input arrives within it (about 50 ms), call
/// `flushPendingEscape()`, which reports the lone ESC as `.escape` (and drops an unfinished sequence).
///
/// A bracketed paste is one `.paste` key when "ESC [ 201 ~" ends it. Until then every byte is pasted
/// text, Ctrl-C's too (the paste's text drops it): a paste keeps its first `pasteLimit` bytes and drops
/// the rest, so a paste whose end never comes holds at most that much memory.
package struct KeyDecoder: Sendable {
    /// Where the decoder is in the input.
    private enum Mode: Equatable, Sendable {
        /// Between keys.
        case ground
        /// After ESC.
        case escape
        /// After ESC followed by a non-ASCII byte: an Alt combination whose character is swallowed.
        case altCharacter
        /// After "ESC [": collecting parameter and intermediate bytes up to the final byte.
        case controlSequence
        /// After "ESC O": collecting up to the final byte.
        case singleShift
        /// After "ESC [ [" (Linux console function keys): one more byte to swallow.
        case linuxFunctionKey
        /// Inside an OSC, DCS, SOS, PM or APC string, which ends with BEL or "ESC \".
        case controlString
        /// After an ESC inside a control string.
        case controlStringEscape
        /// Inside a bracketed paste, collecting bytes up to "ESC [ 201 ~".
        case paste
    }

    /// The longest run of parameter bytes kept; longer sequences are still swallowed, but ignored.
    private static let parameterLimit = 32
    /// The bytes that end a bracketed paste: "ESC [ 201 ~".
    ///
    /// Only its first byte is ESC, so a byte that breaks a partial match starts a new one if it is ESC.
    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    /// How many bytes of a paste a decoder keeps unless told otherwise: 1 MiB, far more than a
    /// workout or a search, small enough that a runaway paste costs little.
    package static let defaultPasteLimit = 1 << 20

    /// The most bytes of one paste kept; a character cut in two at the limit becomes U+FFFD.
    package let pasteLimit: Int

    private var mode = Mode.ground
    private var parameters: [UInt8] = []
    private var parametersOverflowed = false
    private var scalar = UTF8ScalarAssembler()
    private var pastedBytes: [UInt8] = []
    /// How many bytes of `pasteEnd` the paste has ended with so far, held back from `pastedBytes`.
    private var pasteEndMatched = 0

    /// A decoder at the start of the input that keeps at most `pasteLimit` bytes of each paste.
    package init(pasteLimit: Int = KeyDecoder.defaultPasteLimit) {
        self.pasteLimit = max(pasteLimit, 0)
    }

    /// Whether the input so far ends inside an escape sequence (or with a lone ESC) that only more
    /// input, or `flushPendingEscape()`, can settle.
    package var hasPendingEscape: Bool {
        switch mode {
        case .escape, .controlSequence, .singleShift, .linuxFunctionKey, .controlString, .controlStringEscape:
            true
        case .ground, .altCharacter, .paste:
            false
        }
    }

    /// Decodes the next chunk of input.
    package mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        var keys: [Key] = []
        for byte in bytes {
            consume(byte, into: &keys)
        }
        return keys
    }

    /// Settles a pending escape once the event loop's timeout has passed with no more input.
    ///
    /// A lone ESC is the Escape key; an unfinished sequence is dropped. Returns no keys when nothing was
    /// pending.
    package mutating func flushPendingEscape() -> [Key] {
        guard hasPendingEscape else {
            return []
        }
        let wasLoneEscape = mode == .escape
        mode = .ground
        return wasLoneEscape ? [.escape] : []
    }

    /// Feeds one byte through the state machine.
    private mutating func consume(_ byte: UInt8, into keys: inout [Key]) {
        switch mode {
        case .ground:
            consumeInGround(byte, into: &keys)
        case .escape:
            consumeAfterEscape(byte, into: &keys)
        case .altCharacter:
            if byte < 0x80 {
                scalar.reset()
                mode = .ground
                consume(byte, into: &keys)
            } else {
                _ = scalar.add(byte)
                mode = scalar.isIncomplete ? .altCharacter : .ground
            }
        case .controlSequence, .singleShift:
            consumeInSequence(byte, into: &keys)
        case .linuxFunctionKey:
            mode = .ground
            if !(0x40...0x7E).contains(byte) {
                consume(byte, into: &keys)
            }
        case .controlString:
            if byte == 0x07 {
                mode = .ground
            } else if byte == 0x1B {
                mode = .controlStringEscape
            }
        case .controlStringEscape:
            if byte == UInt8(ascii: "\\") {
                mode = .ground
            } else {
                mode = .escape
                consume(byte, into: &keys)
            }
        case .paste:
            consumeInPaste(byte, into: &keys)
        }
    }

    /// Reads a byte between keys: a control key, ESC, or part of a UTF-8 character.
    private mutating func consumeInGround(_ byte: UInt8, into keys: inout [Key]) {
        guard byte < 0x20 || byte == 0x7F else {
            if let scalar = scalar.add(byte), scalar.properties.generalCategory != .control {
                keys.append(.text(String(scalar)))
            }
            return
        }
        scalar.reset()
        switch byte {
        case 0x1B:
            mode = .escape
        case 0x0D, 0x0A:
            keys.append(.enter)
        case 0x09:
            keys.append(.tab)
        case 0x08, 0x7F:
            keys.append(.backspace)
        case 0x01...0x1A:
            keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
        default:
            break
        }
    }

    /// Reads the byte after an ESC.
    private mutating func consumeAfterEscape(_ byte: UInt8, into keys: inout [Key]) {
        switch byte {
        case UInt8(ascii: "["):
            startSequence(.controlSequence)
        case UInt8(ascii: "O"):
            startSequence(.singleShift)
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
            mode = .controlString
        case 0x1B:
            keys.append(.escape)
        case 0x80...:
            mode = .altCharacter
            _ = scalar.add(byte)
        default:
            mode = .ground
        }
    }

    /// Begins collecting a CSI or SS3 sequence.
    private mutating func startSequence(_ sequenceMode: Mode) {
        mode = sequenceMode
        parameters.removeAll(keepingCapacity: true)
        parametersOverflowed = false
    }

    /// Reads a byte of a CSI or SS3 sequence; a byte that cannot belong to it ends the sequence unread
    /// and is read afresh.
    private mutating func consumeInSequence(_ byte: UInt8, into keys: inout [Key]) {
        switch byte {
        case 0x20...0x3F:
            if parameters.count < Self.parameterLimit {
                parameters.append(byte)
            } else {
                parametersOverflowed = true
            }
        case 0x40...0x7E:
            if mode == .controlSequence, byte == UInt8(ascii: "["), parameters.isEmpty {
                mode = .linuxFunctionKey
                return
            }
            finishSequence(final: byte, into: &keys)
        default:
            mode = .ground
            consume(byte, into: &keys)
        }
    }

    /// Acts on a complete CSI or SS3 sequence.
    private mutating func finishSequence(final: UInt8, into keys: inout [Key]) {
        let meaning: EscapeSequenceMeaning
        if parametersOverflowed {
            meaning = .ignored
        } else if mode == .controlSequence {
            meaning = .controlSequence(parameters: parameters, final: final)
        } else {
            meaning = .singleShift(final: final)
        }
        mode = .ground
        switch meaning {
        case .key(let key):
            keys.append(key)
        case .pasteStart:
            mode = .paste
            pastedBytes.removeAll()
        case .ignored:
            break
        }
    }

    /// Collects a pasted byte, ending the paste after "ESC [ 201 ~".
    ///
    /// Bytes that may begin the terminator are held back until it is complete, which ends the paste,
    /// or broken, which makes them pasted text.
    private mutating func consumeInPaste(_ byte: UInt8, into keys: inout [Key]) {
        if byte == Self.pasteEnd[pasteEndMatched] {
            pasteEndMatched += 1
            guard pasteEndMatched == Self.pasteEnd.count else { return }
            keys.append(.paste(TerminalText.sanitizedMultiline(String(decoding: pastedBytes, as: UTF8.self))))
            pastedBytes.removeAll()
            pasteEndMatched = 0
            mode = .ground
            return
        }
        keepPasted(Self.pasteEnd.prefix(pasteEndMatched))
        pasteEndMatched = byte == Self.pasteEnd[0] ? 1 : 0
        if pasteEndMatched == 0 {
            keepPasted(CollectionOfOne(byte))
        }
    }

    /// Adds `bytes` to the paste, up to `pasteLimit`; the rest is dropped.
    private mutating func keepPasted(_ bytes: some Collection<UInt8>) {
        pastedBytes.append(contentsOf: bytes.prefix(pasteLimit - pastedBytes.count))
    }
}
