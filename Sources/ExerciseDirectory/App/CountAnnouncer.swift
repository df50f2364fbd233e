/// Decides when VoiceOver announces the result count: once typing pauses, not on every keystroke.
///
/// Every applied search reports its count; the count is announced only after ``pause`` has passed with no
/// newer search, and only when it differs from the last one announced. The first count after a catalog
/// loads is what the screen opens with, so it is not announced.
public struct CountAnnouncer: Sendable {
    /// How long the results must stay unchanged before their count is announced.
    public static let pause: Duration = .milliseconds(750)

    private var pending: (text: String, since: ContinuousClock.Instant)?
    private var lastAnnounced: String?

    /// An announcer that has heard of no search yet.
    public init() {}

    /// Notes that a search applied at `now` shows `text` ("12 exercises").
    public mutating func resultsChanged(to text: String, at now: ContinuousClock.Instant) {
        guard lastAnnounced != nil else {
            lastAnnounced = text
            return
        }
        pending = (text, now)
    }

    /// The announcement due at `now`, if any; once returned it is not returned again.
    public mutating func announcement(at now: ContinuousClock.Instant) -> String? {
        guard let pending, now - pending.since >= Self.pause else { return nil }
        self.pending = nil
        guard pending.text != lastAnnounced else { return nil }
        lastAnnounced = pending.text
        return pending.text
    }
}
