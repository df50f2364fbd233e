/// A part of an exercise that a query word can match.
public enum SearchField: String, CaseIterable, Sendable, Hashable, Codable {
    /// The exercise name: the strongest evidence.
    case name
    /// A muscle group tag such as "glutes".
    case muscleGroups = "muscles"
    /// An equipment tag such as "TRX straps".
    case equipment
    /// The category label such as "Upper Body".
    case category
    /// The movement type label such as "Compound".
    case movementType = "movement"
    /// A video creator's display name or handle.
    case creator
    /// A coaching cue: weak evidence.
    case coachingCues = "cues"
    /// A name the demo videos' captions give the exercise ("aka Hip Thrust") or a hashtag of a caption
    /// split into the catalog's words (`#singlelegdeadlift`): the weakest evidence.
    case captionNames = "captions"

    /// How strong a match in this field is, 0 (name) to 4 (caption names); smaller ranks first.
    ///
    /// Name 0; muscle groups, equipment, category and movement type 1; creator 2; coaching cues 3;
    /// caption names 4.
    public var tier: Int {
        switch self {
        case .name: 0
        case .muscleGroups, .equipment, .category, .movementType: 1
        case .creator: 2
        case .coachingCues: 3
        case .captionNames: 4
        }
    }

    /// The field's position in ``allCases``, used as a bit number in compact field sets.
    var bit: UInt8 {
        switch self {
        case .name: 0
        case .muscleGroups: 1
        case .equipment: 2
        case .category: 3
        case .movementType: 4
        case .creator: 5
        case .coachingCues: 6
        case .captionNames: 7
        }
    }

    /// The fields whose bits are set in `mask`, in ``allCases`` order.
    static func fields(in mask: UInt8) -> [SearchField] {
        allCases.filter { mask & (1 << $0.bit) != 0 }
    }
}
