internal import ExerciseCatalog

/// Finds command-line arguments that are not UTF-8 text.
///
/// Swift hands a program its arguments as strings, repairing bytes that are not UTF-8 into U+FFFD, so a
/// path named in another encoding would turn into a different path that does not exist and be reported
/// as "no such folder". `otf` looks at the bytes first and refuses such an argument for what it is.
package enum ArgumentEncoding {
    /// The message for the first argument this process was given that is not UTF-8 text, or nil.
    package static var problemInProcessArguments: String? {
        problem(in: SystemCalls.argumentBytes)
    }

    /// The message for the first of `arguments` (their bytes, without the program name) that is not
    /// UTF-8 text, or nil when every one is.
    package static func problem(in arguments: [[UInt8]]) -> String? {
        for (index, bytes) in arguments.enumerated() {
            guard let shown = escapedIfInvalid(bytes) else {
                continue
            }
            return "otf: argument \(index + 1) (\"\(EchoedText.quoted(shown))\") is not UTF-8 text; "
                + "otf reads paths and words as UTF-8, so it cannot use it (rename the file or folder)"
        }
        return nil
    }

    /// `bytes` as text with every byte that is not part of a UTF-8 character written `\xFF`, or nil when
    /// all of them are UTF-8.
    static func escapedIfInvalid(_ bytes: [UInt8]) -> String? {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var text = String.UnicodeScalarView()
        var offset = 0
        var isValid = true
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                text.append(Unicode.UTF8.decode(encoded))
                offset += encoded.count
            case .error(let length):
                isValid = false
                for byte in bytes[offset..<(offset + length)] {
                    let hex = String(byte, radix: 16, uppercase: true)
                    text.append(contentsOf: ("\\x" + (hex.count == 1 ? "0" : "") + hex).unicodeScalars)
                }
                offset += length
            case .emptyInput:
                return isValid ? nil : String(text)
            }
        }
    }
}
