/// The colours of a prominent button (the accent fill and its label) in light and dark mode, chosen so
/// the label meets WCAG AA (4.5:1) on the fill in both.
///
/// The accent is the app's `AccentColor` asset; white on the dark-mode accent would be 2.3:1, so the
/// label turns black there.
public enum ProminentButtonColors {
    /// The accent in light mode, #C2410C.
    public static let lightAccent = SRGBColor(red: 0xC2, green: 0x41, blue: 0x0C)
    /// The accent in dark mode, #FB923C.
    public static let darkAccent = SRGBColor(red: 0xFB, green: 0x92, blue: 0x3C)

    /// The fill of a prominent button in dark or light mode.
    public static func accent(dark: Bool) -> SRGBColor {
        dark ? darkAccent : lightAccent
    }

    /// The label colour of a prominent button in dark or light mode: white on the light accent, black on
    /// the dark one.
    public static func label(dark: Bool) -> SRGBColor {
        dark ? .black : .white
    }

    /// The fill of the system Paste button in both modes: the light accent.
    ///
    /// The Paste button draws its own label in white, which the app cannot recolour, and white on the
    /// dark accent would be 2.3:1; on the light accent it is 5.2:1.
    public static let pasteButtonFill = lightAccent

    /// The colour the system Paste button draws its label in.
    public static let pasteButtonLabel = SRGBColor.white
}
