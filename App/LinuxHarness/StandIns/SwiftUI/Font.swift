/// Stand-in for `Font`.
@available(iOS 13.0, *)
public struct Font: Hashable, Sendable {
    /// Body text.
    public static let body = Font()
    /// A subheadline.
    public static let subheadline = Font()
    /// A headline.
    public static let headline = Font()
    /// A caption.
    public static let caption = Font()
    /// A smaller caption.
    @available(iOS 14.0, *)
    public static let caption2 = Font()
    /// A footnote.
    public static let footnote = Font()
    /// A second-level title.
    @available(iOS 14.0, *)
    public static let title2 = Font()
    /// A third-level title.
    @available(iOS 14.0, *)
    public static let title3 = Font()
    /// The largest title.
    public static let largeTitle = Font()

    /// This font in bold.
    public func bold() -> Font { standIn() }
    /// This font at `weight`.
    public func weight(_ weight: Weight) -> Font { standIn() }

    /// Stand-in for `Font.Weight`.
    public struct Weight: Hashable, Sendable {
        /// Semibold.
        public static let semibold = Weight()
        /// Bold.
        public static let bold = Weight()
    }
}
