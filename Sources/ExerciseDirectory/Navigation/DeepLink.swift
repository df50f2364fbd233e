/// Reads the exercise id out of a link that should open an exercise's detail screen.
///
/// Accepted: `otfexercises://exercise/<id>`, optionally with a trailing slash, query or fragment. Web
/// directory links (`https://…/exercise/<id>`) are not: without Associated Domains they never reach the
/// app, and they open in Safari. Ids are slugs: lower-case letters, digits, "-" and "_"; anything else
/// is not an exercise link.
public enum DeepLink {
    /// The app's own URL scheme.
    public static let scheme = "otfexercises"

    /// The exercise id the link names, or nil when it is not an exercise link.
    public static func exerciseID(from link: String) -> String? {
        let withoutQuery = link.prefix { $0 != "?" && $0 != "#" }
        guard withoutQuery.lowercased().hasPrefix(scheme + "://") else { return nil }
        let segments = withoutQuery.dropFirst(scheme.count + 3).split(separator: "/")
        guard segments.count == 2, segments[0] == "exercise" else { return nil }
        let id = segments[1]
        let isSlug = id.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
        }
        return isSlug ? String(id) : nil
    }
}
