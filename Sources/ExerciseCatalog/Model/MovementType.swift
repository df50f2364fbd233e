/// How an exercise moves the body, as the web catalog spells it.
public enum MovementType: String, CaseIterable, Codable, Sendable, Hashable {
    case compound
    case isolation
    case cardio
    case stretch
    case other

    /// The human label every front end shows, such as "Compound".
    public var label: String {
        switch self {
        case .compound: "Compound"
        case .isolation: "Isolation"
        case .cardio: "Cardio"
        case .stretch: "Stretch"
        case .other: "Other"
        }
    }
}
