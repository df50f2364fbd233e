import SwiftUI

/// A layout that places its subviews in rows, wrapping to the next row when one is full; an item wider
/// than the row gets the row's width so its text wraps instead of being clipped.
struct FlowLayout: Layout {
    /// The space between items and between rows.
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrangement(maxWidth: proposal.width ?? .infinity, subviews: subviews).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let arrangement = arrangement(maxWidth: bounds.width, subviews: subviews)
        for (subview, frame) in zip(subviews, arrangement.frames) {
            subview.place(
                at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                proposal: ProposedViewSize(frame.size))
        }
    }

    private func arrangement(maxWidth: CGFloat, subviews: Subviews) -> FlowArrangement {
        let sizes = subviews.map { subview in
            let ideal = subview.sizeThatFits(.unspecified)
            guard ideal.width > maxWidth else { return ideal }
            return subview.sizeThatFits(ProposedViewSize(width: maxWidth, height: nil))
        }
        return FlowArrangement(sizes: sizes, maxWidth: maxWidth, spacing: spacing)
    }
}
