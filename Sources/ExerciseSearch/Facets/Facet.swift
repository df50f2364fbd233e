/// A dimension exercises can be filtered and counted by.
public enum Facet: String, CaseIterable, Sendable, Hashable, Codable {
    /// The exercise category, values like "upper_body".
    case category
    /// A muscle group, values like "glutes".
    case muscleGroup = "muscle"
    /// An equipment tag, values like "TRX straps".
    case equipment
    /// The platform of at least one demo video, values "instagram" and "tiktok".
    case platform
    /// The creator of at least one demo video, values are creator ids like "coachingotf".
    case creator
}

extension Facet {
    /// The facet's position in ``allCases``.
    var index: Int {
        switch self {
        case .category: 0
        case .muscleGroup: 1
        case .equipment: 2
        case .platform: 3
        case .creator: 4
        }
    }
}
