/// Stand-in for `PrimitiveButtonStyle`.
@available(iOS 13.0, *)
public protocol PrimitiveButtonStyle {}

/// Stand-in for `PlainButtonStyle`.
@available(iOS 13.0, *)
public struct PlainButtonStyle: PrimitiveButtonStyle {}

/// Stand-in for `BorderedButtonStyle`.
@available(iOS 15.0, *)
public struct BorderedButtonStyle: PrimitiveButtonStyle {}

/// Stand-in for `BorderedProminentButtonStyle`.
@available(iOS 15.0, *)
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {}

@available(iOS 13.0, *)
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// No decoration.
    public static var plain: PlainButtonStyle { standIn() }
}

@available(iOS 15.0, *)
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A bordered button.
    public static var bordered: BorderedButtonStyle { standIn() }
}

@available(iOS 15.0, *)
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A filled, prominent button.
    public static var borderedProminent: BorderedProminentButtonStyle { standIn() }
}

/// Stand-in for `TextFieldStyle`.
@available(iOS 13.0, *)
public protocol TextFieldStyle {}

/// Stand-in for `PlainTextFieldStyle`.
@available(iOS 13.0, *)
public struct PlainTextFieldStyle: TextFieldStyle {}

@available(iOS 13.0, *)
extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// No decoration.
    public static var plain: PlainTextFieldStyle { standIn() }
}

/// Stand-in for `ControlSize`.
@available(iOS 15.0, *)
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large
}

/// Stand-in for `TextInputAutocapitalization` (iOS 15).
@available(iOS 15.0, *)
public struct TextInputAutocapitalization: Sendable {
    /// No automatic capitals.
    public static var never: TextInputAutocapitalization { standIn() }
}

/// Stand-in for `SubmitLabel` (iOS 15).
@available(iOS 15.0, *)
public struct SubmitLabel: Sendable {
    /// "Search".
    public static var search: SubmitLabel { standIn() }
}

/// Stand-in for `ScrollDismissesKeyboardMode` (iOS 16).
@available(iOS 16.0, *)
public struct ScrollDismissesKeyboardMode: Sendable {
    /// Dismisses the keyboard as soon as scrolling starts.
    public static var immediately: ScrollDismissesKeyboardMode { standIn() }
}

@available(iOS 13.0, *)
extension View {
    /// The style of buttons within the view.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { standIn() }
    /// The style of text fields within the view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { standIn() }
    /// The size of controls within the view.
    @available(iOS 15.0, *)
    public func controlSize(_ controlSize: ControlSize) -> some View { standIn() }
    /// How text input is capitalised.
    @available(iOS 15.0, *)
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        standIn()
    }
    /// Whether autocorrection is off.
    @available(iOS 13.0, *)
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { standIn() }
    /// The return key's label.
    @available(iOS 15.0, *)
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { standIn() }
    /// How scrolling dismisses the keyboard.
    @available(iOS 16.0, *)
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { standIn() }
}
