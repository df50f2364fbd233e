internal import ExerciseCatalog

/// The slug the web directory derives an exercise id from, so ids can be checked against titles.
///
/// The title in lower case keeps only ASCII letters, digits, spaces and hyphens (so "Can’t" becomes
/// "cant" and "1/2" becomes "12"); each run of spaces and hyphens becomes one "-", and "-" is trimmed
/// from both ends. The web directory cuts slugs to ``longestSlug`` characters.
enum CatalogSlug {
    /// The most characters the web directory keeps in a slug.
    static let longestSlug = 80

    /// The full slug of `title`, before any cut.
    static func slug(of title: String) -> String {
        var slug = ""
        var separatorPending = false
        for scalar in title.unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                if separatorPending && !slug.isEmpty {
                    slug.append("-")
                }
                separatorPending = false
                slug.unicodeScalars.append(scalar)
            } else if ("A"..."Z").contains(scalar), let lower = Unicode.Scalar(scalar.value + 32) {
                if separatorPending && !slug.isEmpty {
                    slug.append("-")
                }
                separatorPending = false
                slug.unicodeScalars.append(lower)
            } else if scalar == "-" || scalar.properties.isWhitespace {
                separatorPending = true
            }
        }
        return slug
    }

    /// The id the web directory gives an exercise called `title`: its slug, cut to ``longestSlug``
    /// characters with no "-" left at the end.
    static func expectedID(for title: String) -> String {
        var slug = slug(of: title)
        if slug.count > longestSlug {
            slug = String(slug.prefix(longestSlug))
            while slug.hasSuffix("-") {
                slug.removeLast()
            }
        }
        return slug
    }

    /// True when `id` is the id the web directory gives `title`: its slug, whole or cut (with or without
    /// a "-" left where it was cut).
    static func matches(id: String, title: String) -> Bool {
        let slug = slug(of: title)
        return id == slug || id == expectedID(for: title)
            || (slug.count > longestSlug && id == String(slug.prefix(longestSlug)))
    }
}
