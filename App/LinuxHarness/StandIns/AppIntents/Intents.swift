import AppleFoundationAdditions

/// Stand-in for `AppIntent` (iOS 16): an action the app offers Siri, Shortcuts and Spotlight.
@available(iOS 16.0, *)
public protocol AppIntent: Sendable {
    /// What `perform()` returns.
    associatedtype PerformResult: IntentResult
    /// How the intent's parameters read as a sentence.
    associatedtype SummaryContent: ParameterSummary
    /// The intent's name.
    static var title: LocalizedStringResource { get }
    /// True when running the intent brings the app to the foreground.
    static var openAppWhenRun: Bool { get }
    /// How the intent's parameters read as a sentence.
    static var parameterSummary: SummaryContent { get }
    /// What the intent does.
    static var description: IntentDescription? { get }
    /// Does what the intent says.
    func perform() async throws -> PerformResult
    /// An intent with its parameters unset.
    init()
}

@available(iOS 16.0, *)
extension AppIntent {
    /// The SDK's name for `IntentParameter` inside an intent.
    public typealias Parameter = IntentParameter
    /// The SDK's name for `IntentParameterSummary` inside an intent.
    public typealias Summary = IntentParameterSummary<Self>
    /// Not brought forward unless the intent says so.
    public static var openAppWhenRun: Bool { standIn() }
    /// No description unless the intent gives one.
    public static var description: IntentDescription? { standIn() }
}

/// Stand-in for `IntentParameter` (iOS 16): an intent's parameter, as `@Parameter`.
@available(iOS 16.0, *)
@propertyWrapper
public final class IntentParameter<Value: _IntentValue & Sendable>: @unchecked Sendable {
    /// A parameter titled `title` that asks for its value with `requestValueDialog`.
    public init(title: LocalizedStringResource, requestValueDialog: IntentDialog? = nil) { standIn() }
    /// The value.
    public var wrappedValue: Value {
        get { standIn() }
        set { standIn() }
    }
    /// The parameter itself, for summaries and phrases.
    public var projectedValue: IntentParameter<Value> { standIn() }
}

/// Stand-in for `IntentDialog` (iOS 16): what Siri says or shows.
@available(iOS 16.0, *)
public struct IntentDialog: ExpressibleByStringLiteral {
    /// A dialog saying `value`.
    public init(stringLiteral value: String) { standIn() }
}

/// Stand-in for `IntentDescription` (iOS 16): what an intent does, for Shortcuts.
@available(iOS 16.0, *)
public struct IntentDescription: ExpressibleByStringLiteral {
    /// A description saying `descriptionText`.
    public init(_ descriptionText: LocalizedStringResource) { standIn() }
    /// A description saying `value`.
    public init(stringLiteral value: String) { standIn() }
}

/// Stand-in for `ParameterSummary` (iOS 16).
@available(iOS 16.0, *)
public protocol ParameterSummary {}

/// Stand-in for `IntentParameterSummary` (iOS 16): a sentence naming the parameters, as `Summary("…")`.
@available(iOS 16.0, *)
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
    /// The sentence `formatString`, whose interpolations name parameters.
    public init(_ formatString: ParameterSummaryString<Intent>) { standIn() }
}

/// Stand-in for `ParameterSummaryString` (iOS 16): a summary's text, interpolating parameter key paths.
@available(iOS 16.0, *)
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation {
    /// A summary without parameters.
    public init(stringLiteral value: String) { standIn() }
    /// A summary from interpolated parts.
    public init(stringInterpolation: StringInterpolation) { standIn() }

    /// Stand-in for the summary's interpolation.
    public struct StringInterpolation: StringInterpolationProtocol {
        /// Room for the parts.
        public init(literalCapacity: Int, interpolationCount: Int) { standIn() }
        /// A literal part.
        public mutating func appendLiteral(_ literal: String) { standIn() }
        /// A parameter, by the key path of its projected value.
        public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) {
            standIn()
        }
    }
}

/// Stand-in for `IntentResult` (iOS 16): what performing an intent gives.
@available(iOS 16.0, *)
public protocol IntentResult: Sendable {}

/// Stand-in for `IntentResultContainer` (iOS 16): the result types `.result()` makes.
@available(iOS 16.0, *)
public struct IntentResultContainer: IntentResult {}

@available(iOS 16.0, *)
extension IntentResult where Self == IntentResultContainer {
    /// A result with nothing to say.
    public static func result() -> Self { standIn() }
}
