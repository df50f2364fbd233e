/// How a run of text looks: attributes and an optional foreground colour.
package struct TextStyle: Hashable, Sendable {
    /// Bold (or bright) text.
    package var isBold: Bool
    /// Dim (faint) text.
    package var isDim: Bool
    /// Underlined text.
    package var isUnderlined: Bool
    /// Foreground and background swapped, as for a selected row.
    package var isReversed: Bool
    /// The foreground colour, or nil for the terminal's default.
    package var foreground: TerminalColor?

    /// A style from its attributes; by default the terminal's plain text.
    package init(
        bold: Bool = false, dim: Bool = false, underline: Bool = false, reverse: Bool = false,
        foreground: TerminalColor? = nil
    ) {
        isBold = bold
        isDim = dim
        isUnderlined = underline
        isReversed = reverse
        self.foreground = foreground
    }

    /// The terminal's plain text: no attributes, default colour.
    package static let plain = TextStyle()

    /// This style without its colour, for terminals where colour is off (NO_COLOR).
    package var withoutColor: TextStyle {
        var style = self
        style.foreground = nil
        return style
    }

    /// The SGR sequence that switches the terminal from any style to this one: "ESC [ 0 m" for plain
    /// text, otherwise a reset followed by the attributes in the order bold (1), dim (2), underline (4),
    /// reverse (7), colour, such as "ESC [ 0 ; 1 ; 31 m".
    var selectGraphicRendition: String {
        var parameters = [0]
        if isBold { parameters.append(1) }
        if isDim { parameters.append(2) }
        if isUnderlined { parameters.append(4) }
        if isReversed { parameters.append(7) }
        if let foreground { parameters.append(foreground.foregroundParameter) }
        return "\u{1B}[" + parameters.map(String.init).joined(separator: ";") + "m"
    }
}
