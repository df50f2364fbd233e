public import ExerciseCatalog
internal import Foundation

extension Wording {
    /// The equipment line of an exercise: its labels joined with ", ", or "Equipment not specified".
    ///
    /// Blank tags are skipped; a list of only blank tags counts as not specified.
    public static func equipmentSummary(_ equipment: [String]) -> String {
        let labels = equipment.filter { !isBlank($0) }.map(FacetLabel.label(for:))
        return labels.isEmpty ? "Equipment not specified" : labels.joined(separator: ", ")
    }

    /// Who made the demos: "Creator pending" for none, the creator's name for one, "N creators" for more.
    ///
    /// A lone creator with a blank display name is shown by handle ("@coachingotf"), or as pending when
    /// the handle is blank too.
    public static func creatorSummary(_ creators: [Creator]) -> String {
        guard creators.count == 1, let creator = creators.first else {
            return creators.isEmpty ? "Creator pending" : creatorCount(creators.count)
        }
        let name = creator.displayName.trimmingCharacters(in: .whitespacesAndNewlines)
        if !name.isEmpty {
            return name
        }
        let shownHandle = handle(creator.handle)
        return shownHandle.isEmpty ? "Creator pending" : shownHandle
    }

    private static func isBlank(_ text: String) -> Bool {
        text.allSatisfy(\.isWhitespace)
    }
}
