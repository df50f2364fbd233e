internal import Foundation

/// The escape sequence that copies text to the system clipboard through the terminal.
package enum ClipboardEscape {
    /// The OSC 52 sequence asking the terminal to put `text` on the clipboard.
    ///
    /// The sequence is "ESC ] 52 ; c ; base64(UTF-8 of text) BEL". Terminals that do not allow it ignore
    /// it.
    package static func copy(_ text: String) -> String {
        "\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{7}"
    }
}
