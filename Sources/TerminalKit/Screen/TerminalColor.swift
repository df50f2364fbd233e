/// A foreground colour from the basic palette every colour terminal has; the user's theme decides the
/// exact shade.
package enum TerminalColor: Hashable, Sendable, CaseIterable {
    /// ANSI black.
    case black
    /// ANSI red.
    case red
    /// ANSI green.
    case green
    /// ANSI yellow.
    case yellow
    /// ANSI blue.
    case blue
    /// ANSI magenta.
    case magenta
    /// ANSI cyan.
    case cyan
    /// ANSI white.
    case white
    /// Bright black, which themes show as grey.
    case gray

    /// The SGR parameter that selects this colour as the foreground.
    var foregroundParameter: Int {
        switch self {
        case .black: 30
        case .red: 31
        case .green: 32
        case .yellow: 33
        case .blue: 34
        case .magenta: 35
        case .cyan: 36
        case .white: 37
        case .gray: 90
        }
    }
}
