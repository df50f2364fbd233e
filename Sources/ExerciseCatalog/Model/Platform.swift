/// The social platform a demo video is posted on.
public enum Platform: String, CaseIterable, Codable, Sendable, Hashable {
    case instagram
    case tiktok

    /// The human label every front end shows, such as "TikTok".
    public var label: String {
        switch self {
        case .instagram: "Instagram"
        case .tiktok: "TikTok"
        }
    }
}
