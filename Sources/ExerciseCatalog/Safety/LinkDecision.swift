/// Whether a link may be opened, with the address to open or the reason it is refused.
public enum LinkDecision: Sendable, Equatable {
    /// The link passed the allow-list; `URL` is the address to open, with scheme and host in lower case.
    case allowed(URL: String)
    /// The link failed the allow-list; `reason` is a short sentence to show instead of opening it.
    case refused(reason: String)

    /// The address to open, or nil when the link is refused.
    public var allowedURL: String? {
        if case .allowed(let url) = self { url } else { nil }
    }

    /// Why the link is refused, or nil when it is allowed.
    public var refusalReason: String? {
        if case .refused(let reason) = self { reason } else { nil }
    }
}
