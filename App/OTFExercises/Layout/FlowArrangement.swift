import Foundation

/// Where a flow layout puts its items: left to right, wrapping when a row is full.
///
/// A pure computation, so it can be tested without views.
struct FlowArrangement: Equatable {
    /// Each item's frame, in the order the sizes were given, relative to the top-left corner.
    var frames: [CGRect]
    /// The size of the whole arrangement.
    var size: CGSize

    /// Arranges items of `sizes` in rows no wider than `maxWidth` (unless a single item is wider),
    /// with `spacing` between items and between rows.
    init(sizes: [CGSize], maxWidth: CGFloat, spacing: CGFloat) {
        var frames: [CGRect] = []
        var x: CGFloat = 0
        var y: CGFloat = 0
        var rowHeight: CGFloat = 0
        var width: CGFloat = 0
        for size in sizes {
            if x > 0 && x + size.width > maxWidth {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            frames.append(CGRect(origin: CGPoint(x: x, y: y), size: size))
            width = max(width, x + size.width)
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
        self.frames = frames
        self.size = CGSize(width: width, height: frames.isEmpty ? 0 : y + rowHeight)
    }
}
