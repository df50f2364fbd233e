/// What a link is for, which decides the hosts it may open.
public enum LinkKind: Sendable, Equatable {
    /// A creator's profile page: Instagram or TikTok.
    case profile
    /// A demo video: only the host of the platform it is posted on.
    case video(Platform)
}
