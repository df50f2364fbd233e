/// The allow-list every front end consults before opening a catalog link.
///
/// A link is parsed by hand (scheme, authority, host, port, path) so the decision is the same on every
/// platform. Only `https://` links to `instagram.com` or `tiktok.com` (optionally `www.`) pass, with no
/// user name, no port and plain ASCII throughout; a video must also stay on its own platform's host.
/// Scheme and host compare without regard to case, and the allowed address has both in lower case.
public enum LinkPolicy {
    /// Decides whether `link`, used as `kind`, may be opened.
    public static func evaluate(_ link: String, as kind: LinkKind) -> LinkDecision {
        let scalars = Array(link.unicodeScalars)
        if scalars.isEmpty {
            return .refused(reason: "the link is empty")
        }
        if scalars.contains(where: isSpaceOrControl) {
            return .refused(reason: "the link contains spaces or control characters")
        }
        if scalars.contains("\\") {
            return .refused(reason: "the link contains a backslash")
        }
        guard let colon = scalars.firstIndex(of: ":"), !scalars[..<colon].contains("/"),
            lowercased(scalars[..<colon]) == "https"
        else {
            return .refused(reason: "only https links are opened")
        }
        let afterScheme = scalars[(colon + 1)...]
        guard afterScheme.starts(with: ["/", "/"]) else {
            return .refused(reason: "the link has no // before its host")
        }
        let authorityStart = afterScheme.startIndex + 2
        let authorityEnd =
            scalars[authorityStart...].firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? scalars.endIndex
        let authority = scalars[authorityStart..<authorityEnd]
        if let refusal = refusalOfAuthority(authority) {
            return .refused(reason: refusal)
        }
        let host = lowercased(authority)
        if let refusal = refusalOfHost(host, for: kind) {
            return .refused(reason: refusal)
        }
        let rest = scalars[authorityEnd...]
        if !rest.allSatisfy(\.isASCII) {
            return .refused(reason: "the link has non-ASCII characters")
        }
        var allowed = "https://" + host
        allowed.unicodeScalars.append(contentsOf: rest)
        return .allowed(URL: allowed)
    }

    /// The longest host a refusal reason quotes in full.
    private static let longestQuotedHost = 40

    /// Refuses an authority that is empty or holds anything but a plain ASCII host name.
    private static func refusalOfAuthority(_ authority: ArraySlice<Unicode.Scalar>) -> String? {
        if authority.isEmpty {
            return "the link has no host"
        }
        if authority.contains("@") {
            return "the link has a user name before @"
        }
        if !authority.allSatisfy(\.isASCII) {
            return "the host has non-ASCII characters"
        }
        if authority.contains("%") {
            return "the host is percent-encoded"
        }
        if authority.contains("[") {
            return "the host is an IP address"
        }
        if authority.contains(":") {
            return "the link names a port"
        }
        return nil
    }

    /// Refuses a lower-case host that is punycode or not one `kind` may open.
    private static func refusalOfHost(_ host: String, for kind: LinkKind) -> String? {
        if host.split(separator: ".", omittingEmptySubsequences: false).contains(where: {
            $0.hasPrefix("xn--")
        }) {
            return "the host uses a punycode (xn--) name"
        }
        switch kind {
        case .profile:
            if Platform.allCases.contains(where: { hosts(of: $0).contains(host) }) {
                return nil
            }
            return "host \(quoted(host)) is not instagram.com or tiktok.com"
        case .video(let platform):
            if hosts(of: platform).contains(host) {
                return nil
            }
            if Platform.allCases.contains(where: { hosts(of: $0).contains(host) }) {
                return "\(videoOn(platform)) must link to \(domain(of: platform))"
            }
            return "host \(quoted(host)) is not \(domain(of: platform))"
        }
    }

    /// The registered domain a platform's links live on.
    private static func domain(of platform: Platform) -> String {
        switch platform {
        case .instagram: "instagram.com"
        case .tiktok: "tiktok.com"
        }
    }

    /// "an Instagram video" or "a TikTok video", to open a sentence.
    private static func videoOn(_ platform: Platform) -> String {
        switch platform {
        case .instagram: "an Instagram video"
        case .tiktok: "a TikTok video"
        }
    }

    /// Every host a platform's links may name.
    private static func hosts(of platform: Platform) -> [String] {
        [domain(of: platform), "www." + domain(of: platform)]
    }

    /// The host (plain ASCII by now) cut short enough to quote in a reason.
    private static func quoted(_ host: String) -> String {
        host.count <= longestQuotedHost ? host : host.prefix(longestQuotedHost) + "…"
    }

    /// True for whitespace, control and invisible formatting characters, ASCII or not.
    private static func isSpaceOrControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator: true
        default: scalar.properties.isWhitespace
        }
    }

    /// The scalars as a string with ASCII letters in lower case, independent of any locale.
    private static func lowercased(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var result = String.UnicodeScalarView()
        for scalar in scalars {
            if ("A"..."Z").contains(scalar), let lower = Unicode.Scalar(scalar.value + 32) {
                result.append(lower)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
