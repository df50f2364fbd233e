import ExerciseCatalog
import ExerciseDirectory
import Foundation
import Testing

@testable import OTFCommandLine

@Suite struct ShowCommandTests {
    @Test func showsEveryDetailOfAnExercise() {
        let result = RecordingConsole.run(["show", "single-leg-rdl"])
        #expect(result.status == .success)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            Array(lines.prefix(7)) == [
                "Single Leg RDL",
                "id: single-leg-rdl",
                "Category:      Lower Body",
                "Movement:      Compound",
                "Muscle groups: Hamstrings, Glutes",
                "Equipment:     Dumbbell, Bench",
                "Creators:      2 creators",
            ])
        #expect(lines.contains("Videos (2 demos):"))
        #expect(lines.contains("  2. TikTok · Sample Trainer Blake (@sampletrainer)"))
        #expect(lines.contains("     │ Single leg romanian deadlift #sample"))
        #expect(
            lines.contains(
                "     Link not opened (the sample catalog's links are placeholders, not real posts): "
                    + "https://www.tiktok.com/@sampletrainer/video/7000000000000000022"))
        #expect(lines.last(where: { !$0.isEmpty }) == Disclaimer.text)
    }

    @Test func stripsEscapeSequencesFromCaptions() {
        let result = RecordingConsole.run(["show", "coaches-corner-sample"])
        #expect(result.status == .success)
        #expect(!result.output.unicodeScalars.contains("\u{1B}"))
        #expect(result.output.contains("     │ Coaches corner SAMPLE caption with an escape sequence"))
    }

    @Test func unknownIdSuggestsCloseOnesWithTheirIds() {
        let result = RecordingConsole.run(["show", "goblet-sqat"])
        #expect(result.status == .failure)
        #expect(result.output.isEmpty)
        #expect(
            result.error.hasSuffix(
                "otf: no exercise with id or name \"goblet-sqat\"; did you mean:\n"
                    + "  goblet-squat                Goblet Squat\n"
                    + "  plie-squat-with-kettlebell  Plié Squat with Kettlebell\n"))
    }

    @Test func aNameInSeveralWordsShowsTheExercise() {
        let result = RecordingConsole.run(["show", "HAMMER", "curl"])
        #expect(result.status == .success)
        #expect(result.output.hasPrefix("Hammer Curl\nid: hammer-curl\n"))
        let accented = RecordingConsole.run(["show", "plie", "squat", "with", "kettlebell"])
        #expect(accented.output.hasPrefix("Plié Squat with Kettlebell\nid: plie-squat-with-kettlebell\n"))
    }

    @Test func jsonIsTheExerciseInTheWebFormat() throws {
        let result = RecordingConsole.run(["show", "hammer-curl", "--json"])
        #expect(result.status == .success)
        let exercise = try JSONDecoder().decode(Exercise.self, from: Data(result.output.utf8))
        #expect(exercise.name == "Hammer Curl")
        #expect(exercise.muscleGroups == ["biceps", "forearms"])
        #expect(result.output.contains(#""exercise_name" : "Hammer Curl""#))
    }
    /// A 50 MB caption no longer makes `otf show` print 50 MB: the loader cut it to 5,000 characters, so
    /// the whole page stays a few kilobytes.
    @Test func aFiftyMegabyteCaptionPrintsAPageOfBoundedSize() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "otf-show-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let caption = String(repeating: "Squat low. ", count: 5_000_000)
        let json = """
            [{"id": "goblet-squat", "exercise_name": "Goblet Squat", "category": "lower_body",
              "muscle_groups": ["glutes"], "equipment": ["dumbbell"], "movement_type": "compound",
              "coaching_cues": ["Chest up"],
              "videos": [{"id": "ig_A1", "url": "https://www.instagram.com/reel/A1/", "source": "instagram",
                "thumbnail": "", "description": "\(caption)",
                "creator": {"id": "coachingotf", "display_name": "Coach Rudy", "handle": "coachingotf",
                  "profile_url": "https://www.instagram.com/coachingotf/"}}]}]
            """
        try Data(json.utf8).write(to: folder.appendingPathComponent("exercises.json"))
        let result = RecordingConsole.run(["show", "goblet-squat", "--catalog", folder.path])
        #expect(result.status == .success, "\(result.error)")
        #expect(result.output.contains("Squat low. Squat low."))
        #expect(result.output.contains("…"))
        #expect(result.output.utf8.count < 10_000, "otf show printed \(result.output.utf8.count) bytes")
    }
}
