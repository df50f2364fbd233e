/// Reads the exercise id out of a link that should open an exercise's detail screen.
///
/// Accepted: `otfexercises://exercise/<id>`, and `http(s)` links to the web directory whose path is
/// `/exercise/<id>` (optionally under a base path, with a trailing slash, query or fragment). Ids are
/// slugs: lower-case letters, digits, "-" and "_"; anything else is not an exercise link.
public enum DeepLink {
    /// The app's own URL scheme.
    public static let scheme = "otfexercises"

    /// The exercise id the link names, or nil when it is not an exercise link.
    public static func exerciseID(from link: String) -> String? {
        let withoutQuery = link.prefix { $0 != "?" && $0 != "#" }
        let lowered = withoutQuery.lowercased()
        let segments: [Substring]
        if lowered.hasPrefix(scheme + "://") {
            segments = withoutQuery.dropFirst(scheme.count + 3).split(separator: "/")
            guard segments.count == 2 else { return nil }
        } else if lowered.hasPrefix("https://") || lowered.hasPrefix("http://") {
            segments = Array(withoutQuery.drop { $0 != ":" }.dropFirst(3).split(separator: "/").dropFirst())
        } else {
            return nil
        }
        guard segments.count >= 2, segments[segments.count - 2] == "exercise" else { return nil }
        let id = segments[segments.count - 1]
        let isSlug = id.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
        }
        return isSlug ? String(id) : nil
    }
}
