@testable import ExerciseCatalog

/// One catalog record as JSON text and the decoder run on a list of them, for the load tests.
enum RecordFixture {
    /// The exercises and problems of a list of `records`.
    static func decode(_ records: [String]) throws -> (exercises: [Exercise], problems: [CatalogProblem]) {
        let document = try JSONParser.parse("[" + records.joined(separator: ",") + "]")
        return CatalogRecordDecoder().decode(document)
    }

    /// A record with the given fields written into the JSON as they are (so `\u001b` is a JSON escape).
    static func record(
        id: String = "goblet-squat", name: String = "Goblet Squat", muscle: String = "glutes",
        equipment: String = "dumbbell", cue: String = "Chest up", videoID: String = "ig_A1",
        description: String = "Demo", creatorID: String = "coachingotf", displayName: String = "Coach Rudy",
        handle: String = "coachingotf", url: String = "https://www.instagram.com/reel/A1/"
    ) -> String {
        """
        {"id": "\(id)", "exercise_name": "\(name)", "category": "lower_body", "muscle_groups": ["\(muscle)"],
         "equipment": ["\(equipment)"], "movement_type": "compound", "coaching_cues": ["\(cue)"],
         "videos": [{"id": "\(videoID)", "url": "\(url)", "source": "instagram",
           "thumbnail": "", "description": "\(description)",
           "creator": {"id": "\(creatorID)", "display_name": "\(displayName)", "handle": "\(handle)",
             "profile_url": "https://www.instagram.com/coachingotf/"}}]}
        """
    }
}
