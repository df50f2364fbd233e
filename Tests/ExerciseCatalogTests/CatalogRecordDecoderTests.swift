import CatalogTestSupport
import Foundation
import Testing

@testable import ExerciseCatalog

@Suite struct CatalogRecordDecoderTests {
    private func decode(_ records: [String]) throws -> (exercises: [Exercise], problems: [CatalogProblem]) {
        let document = try JSONParser.parse("[" + records.joined(separator: ",") + "]")
        return CatalogRecordDecoder().decode(document)
    }

    @Test func decodesEveryField() throws {
        let result = try decode([CatalogFixtures.exerciseJSON(id: "goblet-squat")])
        let creator = Creator(
            id: "coachingotf", displayName: "Coach Rudy", handle: "coachingotf",
            profileURL: "https://www.instagram.com/coachingotf/")
        let video = Video(
            id: "ig_goblet-squat", url: "https://www.instagram.com/reel/ig_goblet-squat/", source: .instagram,
            thumbnail: "/thumbs/ig_goblet-squat.jpg", description: "Demo", creator: creator)
        let expected = Exercise(
            id: "goblet-squat", name: "Goblet Squat", category: .lowerBody,
            muscleGroups: ["quads", "glutes"],
            equipment: ["dumbbell"], movementType: .compound, coachingCues: ["Chest up"], videos: [video])
        #expect(result.problems.isEmpty)
        #expect(result.exercises == [expected])
    }

    @Test func keepsGoodRecordsAndNamesTheBrokenOne() throws {
        let result = try decode([
            CatalogFixtures.exerciseJSON(id: "a"),
            CatalogFixtures.exerciseJSON(id: "deadbug", category: "\"arms\""),
            CatalogFixtures.exerciseJSON(id: "c"),
        ])
        #expect(result.exercises.map(\.id) == ["a", "c"])
        #expect(
            result.problems.map(\.description) == [
                "exercises.json: record 1 (id \"deadbug\"), field category: unknown category \"arms\" "
                    + "(expected one of upper_body, lower_body, core, full_body, cardio, mobility, other)"
            ])
    }

    @Test func reportsEachKindOfBrokenRecord() throws {
        let missingName =
            #"{"id": "no-name", "category": "core", "muscle_groups": [], "equipment": [], "#
            + #""movement_type": "other", "coaching_cues": [], "videos": []}"#
        let wrongType = CatalogFixtures.exerciseJSON(id: "typed", category: "7")
        let badVideo = CatalogFixtures.exerciseJSON(
            id: "vid",
            videos: CatalogFixtures.videoJSON(id: "ok") + "," + CatalogFixtures.videoJSON(source: "youtube"))
        let duplicate = CatalogFixtures.exerciseJSON(id: "typed-twin", name: "Twin")
        let result = try decode([
            missingName, wrongType, badVideo, "42", duplicate, CatalogFixtures.exerciseJSON(id: "typed-twin"),
        ])
        #expect(result.exercises.map(\.id) == ["typed-twin"])
        #expect(
            result.problems.map(\.description) == [
                "exercises.json: record 0 (id \"no-name\"), field exercise_name: missing",
                "exercises.json: record 1 (id \"typed\"), field category: expected a string, found a number",
                "exercises.json: record 2 (id \"vid\"), field videos[1].source: unknown source \"youtube\" "
                    + "(expected one of instagram, tiktok)",
                "exercises.json: record 3: expected an object, found a number",
                "exercises.json: record 5 (id \"typed-twin\"), field id: "
                    + "duplicate id \"typed-twin\" (an earlier record has it)",
            ])
    }

    @Test func refusesADocumentThatIsNotAnArray() throws {
        let result = CatalogRecordDecoder().decode(try JSONParser.parse(#"{"exercises": []}"#))
        #expect(result.exercises.isEmpty)
        #expect(
            result.problems.map(\.description) == [
                "exercises.json: expected an array of exercises, found an object"
            ])
    }

    @Test func agreesWithFoundationsDecoderAndRoundTrips() throws {
        let json = "[" + CatalogFixtures.exerciseJSON(id: "goblet-squat") + "]"
        let ours = CatalogRecordDecoder().decode(try JSONParser.parse(json)).exercises
        let foundation = try JSONDecoder().decode([Exercise].self, from: Data(json.utf8))
        #expect(ours == foundation)
        let encoded = try JSONEncoder().encode(ours)
        #expect(CatalogRecordDecoder().decode(try JSONParser.parse([UInt8](encoded))).exercises == ours)
    }
}
