/// Stand-in for `HorizontalAlignment`.
@available(iOS 13.0, *)
public struct HorizontalAlignment: Equatable, Sendable {
    /// The leading edge.
    public static let leading = HorizontalAlignment()
    /// The centre.
    public static let center = HorizontalAlignment()
    /// The trailing edge.
    public static let trailing = HorizontalAlignment()
}

/// Stand-in for `VerticalAlignment`.
@available(iOS 13.0, *)
public struct VerticalAlignment: Equatable, Sendable {
    /// The top edge.
    public static let top = VerticalAlignment()
    /// The centre.
    public static let center = VerticalAlignment()
    /// The first line's text baseline.
    public static let firstTextBaseline = VerticalAlignment()
}

/// Stand-in for `Alignment`.
@available(iOS 13.0, *)
public struct Alignment: Equatable, Sendable {
    /// The centre.
    public static let center = Alignment()
    /// The leading edge, centred vertically.
    public static let leading = Alignment()
    /// The top-leading corner.
    public static let topLeading = Alignment()
    /// The top-trailing corner.
    public static let topTrailing = Alignment()
    /// The bottom-leading corner.
    public static let bottomLeading = Alignment()
}

/// Stand-in for `Edge`.
@available(iOS 13.0, *)
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    /// Stand-in for `Edge.Set`.
    public struct Set: OptionSet, Sendable {
        /// The bits.
        public let rawValue: Int8
        /// Wraps `rawValue`.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }
        /// The top edge.
        public static let top = Set(rawValue: 1 << 0)
        /// The leading edge.
        public static let leading = Set(rawValue: 1 << 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 1 << 2)
        /// The trailing edge.
        public static let trailing = Set(rawValue: 1 << 3)
        /// Every edge.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
    }
}

/// Stand-in for `Axis`.
@available(iOS 13.0, *)
public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal, vertical

    /// Stand-in for `Axis.Set`.
    public struct Set: OptionSet, Sendable {
        /// The bits.
        public let rawValue: Int8
        /// Wraps `rawValue`.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1 << 0)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 1 << 1)
    }
}

/// Stand-in for `ContentMode`.
@available(iOS 13.0, *)
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill
}
