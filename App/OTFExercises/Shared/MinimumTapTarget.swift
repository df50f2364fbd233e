import SwiftUI

extension View {
    /// Makes the view take taps over at least 44 × 44 points, the smallest target the Human Interface
    /// Guidelines allow, without changing what it draws.
    func minimumTapTarget() -> some View {
        frame(minWidth: 44, minHeight: 44)
            .contentShape(Rectangle())
    }
}
