/// Stand-in for `XCUIElementTypeQueryProvider`: ready-made queries for descendant elements.
@available(iOS 9.0, *)
@MainActor
public protocol XCUIElementTypeQueryProvider {
    /// The first element that matches.
    var firstMatch: XCUIElement { get }
    /// Buttons among the descendants.
    var buttons: XCUIElementQuery { get }
    /// Static texts among the descendants.
    var staticTexts: XCUIElementQuery { get }
    /// Text fields among the descendants.
    var textFields: XCUIElementQuery { get }
    /// Alerts among the descendants.
    var alerts: XCUIElementQuery { get }
    /// Navigation bars among the descendants.
    var navigationBars: XCUIElementQuery { get }
}

/// Stand-in for `XCUIElement`: an element of the app under test.
@available(iOS 9.0, *)
@MainActor
open class XCUIElement: XCUIElementTypeQueryProvider {
    /// Stand-in for `XCUIElement.ElementType`.
    public enum ElementType: UInt, Sendable {
        case any = 0
    }

    /// Only the app subclass is made directly.
    init() { standIn() }

    /// Whether the element is on screen.
    open var exists: Bool { standIn() }
    /// True when a tap at the element's centre would reach it (on screen, not covered).
    open var isHittable: Bool { standIn() }
    /// Its accessibility label.
    open var label: String { standIn() }
    /// Its accessibility value.
    open var value: Any? { standIn() }
    /// Waits up to `timeout` seconds for the element to exist.
    open func waitForExistence(timeout: TimeInterval) -> Bool { standIn() }
    /// Taps the element.
    open func tap() { standIn() }
    /// Types `text` into the element.
    open func typeText(_ text: String) { standIn() }
    /// Swipes up over the element.
    open func swipeUp() { standIn() }
    /// The element itself, resolved to its first match.
    open var firstMatch: XCUIElement { standIn() }
    /// The element's descendants of `type`.
    open func descendants(matching type: ElementType) -> XCUIElementQuery { standIn() }
    /// Buttons among the descendants.
    open var buttons: XCUIElementQuery { standIn() }
    /// Static texts among the descendants.
    open var staticTexts: XCUIElementQuery { standIn() }
    /// Text fields among the descendants.
    open var textFields: XCUIElementQuery { standIn() }
    /// Alerts among the descendants.
    open var alerts: XCUIElementQuery { standIn() }
    /// Navigation bars among the descendants.
    open var navigationBars: XCUIElementQuery { standIn() }
}

/// Stand-in for `XCUIElementQuery`: elements found by type and identifier.
@available(iOS 9.0, *)
@MainActor
open class XCUIElementQuery: XCUIElementTypeQueryProvider {
    /// The first element matching the query.
    open var firstMatch: XCUIElement { standIn() }
    /// The element whose identifier, label or value is `key`.
    open subscript(key: String) -> XCUIElement { standIn() }
    /// The element at `index` among those matching.
    open func element(boundBy index: Int) -> XCUIElement { standIn() }
    /// Buttons among the matches' descendants.
    open var buttons: XCUIElementQuery { standIn() }
    /// Static texts among the matches' descendants.
    open var staticTexts: XCUIElementQuery { standIn() }
    /// Text fields among the matches' descendants.
    open var textFields: XCUIElementQuery { standIn() }
    /// Alerts among the matches' descendants.
    open var alerts: XCUIElementQuery { standIn() }
    /// Navigation bars among the matches' descendants.
    open var navigationBars: XCUIElementQuery { standIn() }
}

/// Stand-in for `XCUIApplication`: the app under test.
@available(iOS 9.0, *)
@MainActor
open class XCUIApplication: XCUIElement {
    /// The app of the UI-test target's target application.
    public override init() { standIn() }
    /// Another installed app, such as Safari.
    public init(bundleIdentifier: String) { standIn() }
    /// Arguments the app is launched with.
    open var launchArguments: [String] {
        get { standIn() }
        set { standIn() }
    }
    /// Launches the app, terminating a running instance.
    open func launch() { standIn() }
    /// Brings the app back to the foreground, launching it if it is not running.
    open func activate() { standIn() }
    /// Waits until the app is in `state`; false when `timeout` passes first.
    open func wait(for state: State, timeout: TimeInterval) -> Bool { standIn() }

    /// Stand-in for `XCUIApplication.State`.
    public enum State: UInt, Sendable {
        case unknown, notRunning, runningBackgroundSuspended, runningBackground, runningForeground
    }
    /// Opens `url` in the app (iOS 16.4).
    @available(iOS 16.4, *)
    open func open(_ url: URL) { standIn() }
}
