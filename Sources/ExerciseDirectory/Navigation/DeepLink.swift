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
        let trimmed = link.split(whereSeparator: { $0 == "?" || $0 == "#" }).first.map(String.init) ?? ""
        let lowered = trimmed.lowercased()
        let path: Substring
        if lowered.hasPrefix(scheme + "://") {
            path = trimmed.dropFirst(scheme.count + 3)
            return slug(after: path.split(separator: "/", omittingEmptySubsequences: true), marker: 0)
        } else if lowered.hasPrefix("https://") || lowered.hasPrefix("http://") {
            let afterScheme = trimmed.drop { $0 != ":" }.dropFirst(3)
            let segments = afterScheme.split(separator: "/", omittingEmptySubsequences: true).dropFirst()
            guard let marker = segments.lastIndex(of: "exercise") else { return nil }
            return slug(after: Array(segments), marker: marker - segments.startIndex)
        }
        return nil
    }

    private static func slug(after segments: [Substring], marker: Int) -> String? {
        guard segments.indices.contains(marker), segments[marker] == "exercise",
            marker + 2 == segments.count
        else { return nil }
        let id = segments[marker + 1]
        let allowed = id.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
        }
        return allowed && !id.isEmpty ? String(id) : nil
    }
}
