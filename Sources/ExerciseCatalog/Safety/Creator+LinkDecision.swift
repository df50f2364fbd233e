extension Creator {
    /// Whether this creator's profile link may be opened under ``LinkPolicy``.
    ///
    /// The policy alone, for checking a catalog; front ends ask ``Catalog/openableProfileLink(for:)``,
    /// which also refuses every link of the sample.
    package var profileLinkDecision: LinkDecision {
        LinkPolicy.evaluate(profileURL, as: .profile)
    }
}
