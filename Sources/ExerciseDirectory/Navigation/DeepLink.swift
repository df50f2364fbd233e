/// Reads the exercise id out of a link that should open an exercise's detail screen, and makes such links.
///
/// Accepted: `otfexercises://exercise/<id>`, optionally with a trailing slash, query or fragment. Web
/// directory links (`https://…/exercise/<id>`) are not: without Associated Domains they never reach the
/// app, and they open in Safari. Ids are what the catalog accepts as ids: ASCII letters, digits, "-", "_"
/// and ".", not starting with "-" or "."; anything else is not an exercise link.
public enum DeepLink {
    /// The app's own URL scheme.
    public static let scheme = "otfexercises"

    /// The exercise id the link names, or nil when it is not an exercise link.
    public static func exerciseID(from link: String) -> String? {
        let withoutQuery = link.prefix { $0 != "?" && $0 != "#" }
        guard withoutQuery.lowercased().hasPrefix(scheme + "://") else { return nil }
        let segments = withoutQuery.dropFirst(scheme.count + 3).split(separator: "/")
        guard segments.count == 2, segments[0] == "exercise", isExerciseID(segments[1]) else { return nil }
        return String(segments[1])
    }

    /// The link that opens exercise `id` (what Siri, Shortcuts and system search hand the directory), or
    /// nil when `id` is not an id a link can name.
    public static func link(forExercise id: String) -> String? {
        isExerciseID(id[...]) ? scheme + "://exercise/" + id : nil
    }

    /// True when `id` is slug-safe as the catalog's ids are.
    private static func isExerciseID(_ id: Substring) -> Bool {
        guard let first = id.unicodeScalars.first, first != "-", first != "." else { return false }
        return id.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
                || $0 == "_" || $0 == "."
        }
    }
}
