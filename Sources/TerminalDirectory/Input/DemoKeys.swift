internal import TerminalKit

/// The Ctrl keys that act on the exercise screen's selected demo, with the names the screens print.
///
/// The key handler matches these letters, and the help, the exercise screen's hints and each demo's
/// row print their names, so what the screens say and what the keys do cannot drift apart.
enum DemoKeys {
    /// Ctrl with this letter copies the selected demo's link to the clipboard (OSC 52).
    static let copyLink: Character = "y"
    /// Ctrl with this letter opens the profile of the selected demo's creator.
    static let openProfile: Character = "p"

    /// How the screens write Ctrl with `letter`: "Ctrl-Y" for "y".
    static func name(_ letter: Character) -> String {
        "Ctrl-" + letter.uppercased()
    }
}
