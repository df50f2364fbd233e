extension Video {
    /// Whether this video's link may be opened: it must pass ``LinkPolicy`` for its own platform.
    ///
    /// The policy alone, for checking a catalog; front ends ask ``Catalog/openableLink(for:)``, which
    /// also refuses every link of the sample.
    package var linkDecision: LinkDecision {
        LinkPolicy.evaluate(url, as: .video(source))
    }
}
