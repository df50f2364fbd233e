internal import ExerciseCatalog

/// What defines a ``Facet`` besides its name: its wording and where the index reads its values.
struct FacetDefinition: Sendable {
    /// The title every front end shows, such as "Muscle Group".
    let title: String
    /// What choosing a value keeps, such as "only this muscle group".
    let filterHelp: String
    /// Where the values come from and how they are listed.
    let values: FacetValueSource
    /// The search field the values' words are also found in, or nil when they are not searched.
    let searchField: SearchField?
}

/// Where a facet's values come from in an exercise, and how they are listed.
enum FacetValueSource: Sendable {
    /// One value per exercise out of a fixed list; every value is listed, in the list's order.
    case exerciseValue(FixedFacetValues<Exercise>)
    /// An exercise's catalog tags, labelled by ``FacetLabel`` and listed by label in browse order.
    case exerciseTags(@Sendable (borrowing Exercise) -> [String])
    /// One value per demo video out of a fixed list; listed like ``exerciseValue(_:)``.
    case videoValue(FixedFacetValues<Video>)
    /// The creators of the demo videos, labelled by display name and listed by it in browse order.
    case videoCreators
}

extension FacetValueSource {
    /// The values and labels of a fixed list, in order; none for tags and creators.
    var fixedValues: (values: [String], labels: [String]) {
        switch self {
        case .exerciseValue(let fixed): (fixed.values, fixed.labels)
        case .videoValue(let fixed): (fixed.values, fixed.labels)
        case .exerciseTags, .videoCreators: ([], [])
        }
    }
}

/// A model enum a facet's fixed list is made of, such as ``ExerciseCategory``.
protocol FacetModelValue: CaseIterable, RawRepresentable<String>, Equatable, Sendable {
    /// The label front ends show, such as "Upper Body".
    var label: String { get }
}

extension ExerciseCategory: FacetModelValue {}
extension MovementType: FacetModelValue {}
extension Platform: FacetModelValue {}

/// A facet's fixed list of values and which of them a record (an exercise or a video) has.
struct FixedFacetValues<Record>: Sendable {
    /// Every value as the catalog spells it, in presentation order.
    let values: [String]
    /// The label of each value.
    let labels: [String]
    /// The position in ``values`` of a record's value.
    let position: @Sendable (borrowing Record) -> Int

    /// Every case of `Value`, in declaration order; `value` reads a record's case.
    init<Value: FacetModelValue>(_: Value.Type, value: @escaping @Sendable (borrowing Record) -> Value) {
        let cases = Array(Value.allCases)
        values = cases.map(\.rawValue)
        labels = cases.map(\.label)
        position = { record in cases.firstIndex(of: value(record)) ?? 0 }
    }
}
