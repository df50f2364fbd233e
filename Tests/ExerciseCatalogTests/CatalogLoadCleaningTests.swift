import CatalogTestSupport
import Foundation
import Testing

@testable import ExerciseCatalog

/// The one cleaning at load: free text is cleaned once, and ids, tags, creator ids and handles that
/// cleaning would change are refused with a problem naming file, record and field.
@Suite struct CatalogLoadCleaningTests {
    private func decode(_ records: [String]) throws -> (exercises: [Exercise], problems: [CatalogProblem]) {
        try RecordFixture.decode(records)
    }

    private func record(
        id: String = "goblet-squat", name: String = "Goblet Squat", muscle: String = "glutes",
        equipment: String = "dumbbell", cue: String = "Chest up", videoID: String = "ig_A1",
        description: String = "Demo", creatorID: String = "coachingotf", displayName: String = "Coach Rudy",
        handle: String = "coachingotf"
    ) -> String {
        RecordFixture.record(
            id: id, name: name, muscle: muscle, equipment: equipment, cue: cue, videoID: videoID,
            description: description, creatorID: creatorID, displayName: displayName, handle: handle)
    }

    @Test func cleansFreeTextOnceAtLoad() throws {
        let result = try decode([
            record(
                name: #"Goblet\u001b[31m Squat\u200e"#, cue: #"Chest\tup\u001b]0;x\u0007"#,
                description: #"Line one\u2028Line two\r\n\u202eend"#, displayName: #"Coach\u0007 Rudy\u200f"#)
        ])
        #expect(result.problems.isEmpty)
        let exercise = try #require(result.exercises.first)
        #expect(exercise.name == "Goblet Squat")
        #expect(exercise.coachingCues == ["Chest up"])
        #expect(exercise.videos[0].description == "Line one\nLine two\nend")
        #expect(exercise.videos[0].creator.displayName == "Coach Rudy")
    }

    @Test func refusesANameThatIsOnlyControlCharacters() throws {
        let result = try decode([record(name: #"\u001b[2J\u0007"#)])
        #expect(result.exercises.isEmpty)
        #expect(
            result.problems.map(\.description) == [
                "exercises.json: record 0 (id \"goblet-squat\"), field exercise_name: is empty once cleaned of "
                    + "control characters"
            ])
    }

    /// Each hostile identifying field with the problem it must give, written out by hand.
    private static let refusedFields: [(record: [String: String], problem: String)] = [
        (
            ["equipment": #"dumbbell\u001b[5m"#],
            "record 0 (id \"goblet-squat\"), field equipment[0]: holds a control or format character "
                + "(U+001B): \"dumbbell\\u{1B}[5m\""
        ),
        (
            ["muscle": #"Glutes\u200b"#],
            "record 0 (id \"goblet-squat\"), field muscle_groups[0]: holds a control or format character "
                + "(U+200B): \"Glutes\\u{200B}\""
        ),
        (
            ["creatorID": #"coach\u202e"#],
            "record 0 (id \"goblet-squat\"), field videos[0].creator.id: holds a control or format "
                + "character (U+202E): \"coach\\u{202E}\""
        ),
        (
            ["handle": #"coach\u2028x"#],
            "record 0 (id \"goblet-squat\"), field videos[0].creator.handle: holds a control or format "
                + "character (U+2028): \"coach\\u{2028}x\""
        ),
        (
            ["id": #"evil\u001b[2J-id"#],
            "record 0, field id: is not a slug-safe id (letters, digits, \"-\", \"_\" and \".\", not "
                + "starting with \"-\" or \".\"): \"evil\\u{1B}[2J-id\""
        ),
        (
            ["id": "goblet squat"],
            "record 0, field id: is not a slug-safe id (letters, digits, \"-\", \"_\" and \".\", not "
                + "starting with \"-\" or \".\"): \"goblet squat\""
        ),
        (
            ["id": "-rf"],
            "record 0, field id: is not a slug-safe id (letters, digits, \"-\", \"_\" and \".\", not "
                + "starting with \"-\" or \".\"): \"-rf\""
        ),
        (
            ["videoID": "ig/../A1"],
            "record 0 (id \"goblet-squat\"), field videos[0].id: is not a slug-safe id (letters, digits, "
                + "\"-\", \"_\" and \".\", not starting with \"-\" or \".\"): \"ig/../A1\""
        ),
    ]

    @Test(arguments: refusedFields.indices)
    func refusesAnIdentifyingFieldThatCleaningWouldChange(index: Int) throws {
        let (fields, problem) = Self.refusedFields[index]
        let json = record(
            id: fields["id"] ?? "goblet-squat", muscle: fields["muscle"] ?? "glutes",
            equipment: fields["equipment"] ?? "dumbbell", videoID: fields["videoID"] ?? "ig_A1",
            creatorID: fields["creatorID"] ?? "coachingotf", handle: fields["handle"] ?? "coachingotf")
        let result = try decode([json, record(id: "kept")])
        #expect(result.exercises.map(\.id) == ["kept"])
        #expect(result.problems.map(\.description) == ["exercises.json: " + problem])
    }

    @Test func keepsSlugSafeIDsAndTagsWithSpacesAndLetters() throws {
        let result = try decode([
            record(id: "Goblet_Squat.v2", muscle: "Hip flexors", equipment: "medicine ball", handle: "")
        ])
        #expect(result.problems.isEmpty)
        #expect(result.exercises.map(\.id) == ["Goblet_Squat.v2"])
    }
}
