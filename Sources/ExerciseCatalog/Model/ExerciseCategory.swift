/// The broad body area an exercise trains, as the web catalog spells it.
public enum ExerciseCategory: String, CaseIterable, Codable, Sendable, Hashable {
    case upperBody = "upper_body"
    case lowerBody = "lower_body"
    case core
    case fullBody = "full_body"
    case cardio
    case mobility
    case other

    /// The human label every front end shows, such as "Upper Body".
    public var label: String {
        switch self {
        case .upperBody: "Upper Body"
        case .lowerBody: "Lower Body"
        case .core: "Core"
        case .fullBody: "Full Body"
        case .cardio: "Cardio"
        case .mobility: "Mobility"
        case .other: "Other"
        }
    }
}
