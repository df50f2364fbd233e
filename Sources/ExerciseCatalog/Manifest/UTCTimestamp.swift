internal import Foundation

/// Whole-second UTC times written as `2026-05-09T14:03:07Z` (Foundation's ISO 8601 format), the same
/// whatever the device's locale, calendar or time zone.
enum UTCTimestamp {
    /// The format: date and time with a "Z", no fractional seconds.
    private static let format = Date.ISO8601FormatStyle(timeZone: TimeZone(secondsFromGMT: 0)!)

    /// The ISO 8601 text of `date`, rounded down to the whole second.
    static func string(from date: Date) -> String {
        format.format(date)
    }

    /// The moment written as `YYYY-MM-DDTHH:MM:SSZ`, or nil for any other text or an impossible date.
    ///
    /// Foundation's parser also takes other offsets and rolls impossible dates over (February 29 of 2026
    /// becomes March 1), so only a text that the format writes back unchanged is accepted.
    static func date(from text: String) -> Date? {
        guard let date = try? format.parse(text), format.format(date) == text else {
            return nil
        }
        return date
    }
}
