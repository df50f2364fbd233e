extension Video {
    /// Whether this video's link may be opened: it must pass ``LinkPolicy`` for its own platform.
    public var linkDecision: LinkDecision {
        LinkPolicy.evaluate(url, as: .video(source))
    }
}
