/// Stand-in for `Image`.
@available(iOS 13.0, *)
public struct Image: View, Equatable {
    /// A system symbol.
    @available(iOS 13.0, *)
    public init(systemName: String) { standIn() }
    /// A bitmap that accessibility ignores.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) { standIn() }
    /// Never called.
    public var body: Never { standIn() }

    /// Stand-in for `Image.Orientation`.
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
    }

    /// Stand-in for `Image.ResizingMode`.
    public enum ResizingMode: Sendable {
        case tile, stretch
    }

    /// The image scaled to fit the space it is given.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch)
        -> Image
    {
        standIn()
    }
}

/// Stand-in for `EdgeInsets`.
@available(iOS 13.0, *)
public struct EdgeInsets: Equatable {
    /// No insets.
    public init() { standIn() }
}

/// Stand-in for `Label`: a title with an icon.
@available(iOS 14.0, *)
public struct Label<Title: View, Icon: View>: View {
    /// A label from a title and an icon view.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { standIn() }
    /// Never called.
    public var body: Never { standIn() }
}

@available(iOS 14.0, *)
extension Label where Title == Text, Icon == Image {
    /// A localized title with a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) { standIn() }
    /// A title shown as given, with a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) { standIn() }
}
