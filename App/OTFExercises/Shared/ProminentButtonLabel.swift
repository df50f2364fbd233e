import ExerciseDirectory
import SwiftUI

extension View {
    /// Colours a `.borderedProminent` button's label so it meets 4.5:1 on the accent fill: white in light
    /// mode, black in dark mode, where white on the lighter accent would be 2.3:1 (``ProminentButtonColors``).
    func prominentButtonLabel() -> some View {
        modifier(ProminentButtonLabel())
    }
}

/// The label colour of a prominent button in the current colour scheme.
private struct ProminentButtonLabel: ViewModifier {
    @Environment(\.colorScheme) private var colorScheme

    func body(content: Content) -> some View {
        content.foregroundStyle(Color(ProminentButtonColors.label(dark: colorScheme == .dark)))
    }
}

extension Color {
    /// The colour with `color`'s sRGB components.
    init(_ color: SRGBColor) {
        self.init(
            .sRGB, red: Double(color.red) / 255, green: Double(color.green) / 255,
            blue: Double(color.blue) / 255)
    }
}
