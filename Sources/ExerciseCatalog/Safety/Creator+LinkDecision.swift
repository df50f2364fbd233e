extension Creator {
    /// Whether this creator's profile link may be opened under ``LinkPolicy``.
    public var profileLinkDecision: LinkDecision {
        LinkPolicy.evaluate(profileURL, as: .profile)
    }
}
