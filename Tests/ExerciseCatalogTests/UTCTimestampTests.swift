import Foundation
import Testing

@testable import ExerciseCatalog

@Suite struct UTCTimestampTests {
    /// Times and texts checked with Python's datetime.fromtimestamp(t, timezone.utc).
    @Test(arguments: [
        (0.0, "1970-01-01T00:00:00Z"),
        (-1.0, "1969-12-31T23:59:59Z"),
        (951_782_400.0, "2000-02-29T00:00:00Z"),
        (951_868_799.0, "2000-02-29T23:59:59Z"),
        (1_778_335_387.0, "2026-05-09T14:03:07Z"),
        (4_107_542_399.0, "2100-02-28T23:59:59Z"),
    ])
    func writesAndReadsWholeSeconds(seconds: Double, text: String) {
        #expect(UTCTimestamp.string(from: Date(timeIntervalSince1970: seconds)) == text)
        #expect(UTCTimestamp.date(from: text) == Date(timeIntervalSince1970: seconds))
    }

    @Test func dropsTheFractionOfASecond() {
        #expect(
            UTCTimestamp.string(from: Date(timeIntervalSince1970: 1_778_335_387.999))
                == "2026-05-09T14:03:07Z")
    }

    @Test(arguments: [
        "", "2026-05-09", "2026-05-09T14:03:07", "2026-05-09T14:03:07+00:00", "2026-05-09 14:03:07Z",
        "2026-13-01T00:00:00Z", "2026-02-29T00:00:00Z", "2100-02-29T00:00:00Z", "2026-04-31T00:00:00Z",
        "2026-05-09T24:00:00Z", "2026-05-09T14:60:00Z", "2026-05-09T14:03:60Z", "2026-05-09T14:03:07.5Z",
        "٢٠٢٦-05-09T14:03:07Z",
    ])
    func refusesAnythingElse(text: String) {
        #expect(UTCTimestamp.date(from: text) == nil)
    }
}
