public import ExerciseSearch
public import Foundation

/// What the app keeps so a person comes back to where they were after iOS ends it in the background:
/// the query, the filters and the open exercise, by id.
///
/// Stored as JSON (``encoded()``). Reading is forgiving, as the catalog may have changed since: a facet
/// this build does not know is left out (``filters``), and ``DirectoryModel/loadOnce(requesting:restoring:)``
/// drops an exercise and filter values the catalog no longer has; unreadable data restores nothing.
public struct DirectoryState: Codable, Sendable, Equatable {
    /// The search text.
    public var query: String
    /// The chosen filter values, by facet name (``Facet/rawValue``).
    public var filterValues: [String: [String]]
    /// The id of the exercise whose detail screen was open, if any.
    public var exerciseID: String?

    /// The state of a directory showing `query` with `filters`, with exercise `exerciseID` open.
    public init(query: String = "", filters: SearchFilters = .none, exerciseID: String? = nil) {
        self.query = query
        filterValues = [:]
        for facet in Facet.allCases where !filters.values(in: facet).isEmpty {
            filterValues[facet.rawValue] = filters.values(in: facet).sorted()
        }
        self.exerciseID = exerciseID
    }

    /// The state stored as `data`, or nil when it is not a state (damaged, or another app's).
    public init?(encoded data: Data?) {
        guard let data, let state = try? JSONDecoder().decode(DirectoryState.self, from: data) else {
            return nil
        }
        self = state
    }

    /// The filters, with the values of facets this build knows.
    public var filters: SearchFilters {
        var valuesByFacet: [Facet: [String]] = [:]
        for (name, values) in filterValues {
            if let facet = Facet(rawValue: name) { valuesByFacet[facet] = values }
        }
        return SearchFilters(valuesByFacet)
    }

    /// The state as JSON, keys sorted so that the same state is always the same bytes.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Strings, arrays and an optional string always encode.
        return (try? encoder.encode(self)) ?? Data()
    }

    private enum CodingKeys: String, CodingKey {
        case query
        case filterValues = "filters"
        case exerciseID = "exercise"
    }
}
