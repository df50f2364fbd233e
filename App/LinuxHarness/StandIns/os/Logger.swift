// Stand-in for os (iOS 17.5 SDK): the unified-logging `Logger` the app writes load failures to, with its
// interpolation and privacy options. As in that SDK, `Logger` is not `Sendable`.

/// Stand-in for `Logger` (iOS 14): writes messages to the unified log.
@available(iOS 14.0, *)
public struct Logger {
    /// A logger for `subsystem` and `category`.
    public init(subsystem: String, category: String) { standIn() }
    /// Logs `message` at the error level.
    public func error(_ message: OSLogMessage) { standIn() }
}

/// Stand-in for `OSLogMessage` (iOS 14): a log message built by string interpolation.
@available(iOS 14.0, *)
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    /// A message from interpolated parts.
    public init(stringInterpolation: OSLogInterpolation) { standIn() }
    /// A message from a literal.
    public init(stringLiteral value: String) { standIn() }
}

/// Stand-in for `OSLogInterpolation` (iOS 14).
@available(iOS 14.0, *)
public struct OSLogInterpolation: StringInterpolationProtocol {
    /// Room for the parts.
    public init(literalCapacity: Int, interpolationCount: Int) { standIn() }
    /// A literal part.
    public mutating func appendLiteral(_ literal: String) { standIn() }
    /// A string argument, redacted in the log unless `privacy` says it is public.
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) { standIn() }
}

/// Stand-in for `OSLogStringAlignment` (iOS 14).
@available(iOS 14.0, *)
public struct OSLogStringAlignment {
    /// No alignment.
    public static var none: OSLogStringAlignment { standIn() }
}

/// Stand-in for `OSLogPrivacy` (iOS 14): whether an argument shows in the log.
@available(iOS 14.0, *)
public struct OSLogPrivacy {
    /// The system decides.
    public static var auto: OSLogPrivacy { standIn() }
    /// Shown.
    public static var `public`: OSLogPrivacy { standIn() }
    /// Redacted.
    public static var `private`: OSLogPrivacy { standIn() }
}
