import AppleFoundationAdditions

/// Stand-in for `AppShortcutsProvider` (iOS 16): the phrases that run the app's intents with no set-up.
@available(iOS 16.0, *)
public protocol AppShortcutsProvider {
    /// The shortcuts.
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
}

@available(iOS 16.0, *)
extension AppShortcutsProvider {
    /// Tells the system that the values phrases can name (entities) have changed.
    public static func updateAppShortcutParameters() { standIn() }
}

/// Stand-in for `AppShortcutsBuilder` (iOS 16).
@available(iOS 16.0, *)
@resultBuilder
public struct AppShortcutsBuilder {
    /// The shortcuts listed.
    public static func buildBlock(_ components: AppShortcut...) -> [AppShortcut] { standIn() }
}

/// Stand-in for `AppShortcut` (iOS 16; `shortTitle` and `systemImageName` required since iOS 17).
@available(iOS 16.0, *)
public struct AppShortcut {
    /// Runs `intent` when a person says one of `phrases`.
    @available(iOS 17.0, *)
    public init<Intent: AppIntent>(
        intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
        systemImageName: String
    ) { standIn() }
}

/// Stand-in for `AppShortcutPhraseToken` (iOS 16): `\(.applicationName)` in a phrase.
@available(iOS 16.0, *)
public enum AppShortcutPhraseToken {
    /// The app's name.
    case applicationName
}

/// Stand-in for `AppShortcutPhrase` (iOS 16): a phrase naming the app and perhaps a parameter.
@available(iOS 16.0, *)
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation {
    /// A phrase without interpolations.
    public init(stringLiteral value: String) { standIn() }
    /// A phrase from interpolated parts.
    public init(stringInterpolation: StringInterpolation) { standIn() }

    /// Stand-in for the phrase's interpolation.
    public struct StringInterpolation: StringInterpolationProtocol {
        /// Room for the parts.
        public init(literalCapacity: Int, interpolationCount: Int) { standIn() }
        /// A literal part.
        public mutating func appendLiteral(_ literal: String) { standIn() }
        /// A token such as the app's name.
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { standIn() }
        /// A parameter, by the key path of its projected value.
        public mutating func appendInterpolation<Value>(_ subject: KeyPath<Intent, IntentParameter<Value>>) {
            standIn()
        }
    }
}
