/// The iPhone app's privacy policy, shown in full from About; `Documentation/Privacy.md` says the same.
public enum PrivacyPolicy {
    /// One headed part of the policy.
    public struct Part: Sendable, Hashable {
        /// The part's heading.
        public var heading: String
        /// Its paragraphs (a list item is a paragraph of its own).
        public var paragraphs: [String]
    }

    /// The policy's title.
    public static let title = "Privacy Policy"

    /// The policy, part by part.
    public static let parts: [Part] = [
        Part(
            heading: "What the app collects",
            paragraphs: [
                "Nothing. The app has no account, no sign-in, no analytics, no advertising, no crash reporting "
                    + "of its own and no tracking. It makes no network request of its own: the catalog and its "
                    + "thumbnails are inside the app. Its privacy manifest declares no collected data and no "
                    + "tracking domains."
            ]),
        Part(
            heading: "What stays on the iPhone",
            paragraphs: [
                "Your last search, its filters and the exercise you had open are kept on the iPhone in the "
                    + "app's saved state, so the app comes back where you left it after iOS closes it in the "
                    + "background; they are not sent anywhere, and deleting the app deletes them.",
                "The exercises are added to the iPhone's own search (Spotlight) with their names, muscles, "
                    + "equipment, creators' names and thumbnails, so you can find them there; Siri and Shortcuts "
                    + "search the same catalog on the phone. Nothing about you is added, and deleting the app "
                    + "removes them.",
                "Pasted text (Paste workout) is read only when you tap the system Paste button, looked up on "
                    + "the phone, and not saved or sent anywhere.",
                "When the bundled catalog cannot be read, the app writes why (a file name and the reader's "
                    + "message, no personal data) to the iPhone's system log.",
            ]),
        Part(
            heading: "Links that leave the app",
            paragraphs: [
                "Watch on Instagram, Watch on TikTok and a creator's profile open in that service's app or in "
                    + "Safari, and only when the link passes the app's allow-list (https on the platform's own "
                    + "host); the web directory's link opens in Safari. What happens there is governed by that "
                    + "site's privacy policy, not this one.",
                "Share hands the exercise's web directory page, or a post's link that passes the allow-list, "
                    + "to the app you choose in the share sheet; the app itself sends nothing.",
            ]),
        Part(
            heading: "What the app carries, and whose it is",
            paragraphs: [
                "The catalog is the OTF Exercise Directory's: exercise names, coaching cues, creators' names "
                    + "and public handles, post captions and links. Each demo's thumbnail is a still from the "
                    + "creator's public post and belongs to that creator; the videos themselves are not in the "
                    + "app. Orangetheory, OTF and related marks belong to their respective owners."
            ]),
        Part(
            heading: "Changes",
            paragraphs: [
                "A change to this policy comes with an update of the app, which shows the new text here."
            ]),
    ]
}
