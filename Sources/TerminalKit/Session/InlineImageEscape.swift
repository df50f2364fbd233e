internal import Foundation

/// The escape sequences that draw a picture at the cursor, filling a box of character cells.
package enum InlineImageEscape {
    /// The most base64 characters one kitty graphics escape may carry.
    static let kittyChunkLength = 4096

    /// The iTerm2 inline image sequence (OSC 1337, understood by iTerm2 and WezTerm) that shows
    /// `imageBytes` (a JPEG or PNG file) scaled to fit `columns` × `rows` cells, keeping its aspect
    /// ratio: "ESC ] 1337 ; File=inline=1;size=…;width=…;height=…;preserveAspectRatio=1 : base64 BEL".
    package static func iTerm2(imageBytes: [UInt8], columns: Int, rows: Int) -> String {
        "\u{1B}]1337;File=inline=1;size=\(imageBytes.count);width=\(columns);height=\(rows)"
            + ";preserveAspectRatio=1:\(Data(imageBytes).base64EncodedString())\u{7}"
    }

    /// The kitty graphics sequences that show `pngBytes` (a PNG file) in `columns` × `rows` cells
    /// without moving the cursor and without replies from the terminal.
    ///
    /// kitty takes PNG (format 100) or raw pixels only, never JPEG. The base64 payload is sent in
    /// chunks of at most 4096 characters, each in its own "ESC _ G … ESC \" with "m=1" while more
    /// follow and "m=0" on the last; the first carries the keys "a=T,f=100,q=2,C=1,c=…,r=…".
    package static func kitty(pngBytes: [UInt8], columns: Int, rows: Int) -> String {
        let payload = Array(Data(pngBytes).base64EncodedString().utf8)
        var output = ""
        var start = 0
        repeat {
            let end = min(start + kittyChunkLength, payload.count)
            let isLast = end == payload.count
            let keys = start == 0 ? "a=T,f=100,q=2,C=1,c=\(columns),r=\(rows)," : ""
            output += "\u{1B}_G\(keys)m=\(isLast ? 0 : 1);"
            output += String(decoding: payload[start..<end], as: UTF8.self) + "\u{1B}\\"
            start = end
        } while start < payload.count
        return output
    }

    /// The kitty graphics sequence that removes every image from the screen (without replies), for
    /// before a redraw: kitty images float above the text, so rewriting rows does not remove them.
    package static let kittyDeleteAll = "\u{1B}_Ga=d,d=A,q=2\u{1B}\\"
}
