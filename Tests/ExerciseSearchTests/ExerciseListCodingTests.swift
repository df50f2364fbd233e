import ExerciseCatalog
import Testing

@testable import ExerciseSearch

@Suite struct ExerciseListCodingTests {
    private static func encoded(_ exercises: [Exercise]) -> [UInt8] {
        var writer = SnapshotWriter()
        ExerciseListCoding.write(exercises, to: &writer)
        return writer.bytes
    }

    /// A string table of `strings`.
    private static func stringTable(_ strings: [String]) -> SnapshotWriter {
        var writer = SnapshotWriter()
        writer.write(strings)
        return writer
    }

    @Test func readsBackEveryFieldOfTheSample() throws {
        let exercises = SampleCatalog.load().exercises
        var reader = SnapshotReader(Self.encoded(exercises))
        #expect(try ExerciseListCoding.read(from: &reader) == exercises)
        #expect(reader.isAtEnd)
    }

    @Test func storesEachDistinctStringOnce() throws {
        let creator = Creator(
            id: "rudy", displayName: "Coach Rudy", handle: "coachrudy",
            profileURL: "https://instagram.com/coachrudy")
        let video = Video(
            id: "v1", url: "https://instagram.com/p/1", source: .instagram, thumbnail: "",
            description: "Squat",
            creator: creator)
        let exercise = Exercise(
            id: "squat", name: "Squat", category: .lowerBody, muscleGroups: ["quads", "glutes"],
            equipment: ["quads"], movementType: .compound, coachingCues: [], videos: [video, video])
        var reader = SnapshotReader(Self.encoded([exercise]))
        let strings = try reader.readStrings()
        #expect(
            strings == [
                "squat", "Squat", "lower_body", "quads", "glutes", "compound", "v1",
                "https://instagram.com/p/1",
                "instagram", "", "rudy", "Coach Rudy", "coachrudy", "https://instagram.com/coachrudy",
            ])
    }

    @Test func refusesAStringNumberPastTheTable() {
        var writer = Self.stringTable(["squat"])
        writer.write(UInt32(1))
        writer.write(UInt32(0))
        writer.write(UInt32(5))
        var reader = SnapshotReader(writer.bytes)
        #expect(throws: SnapshotError("string number 5 is past the 1 strings of the table")) {
            _ = try ExerciseListCoding.read(from: &reader)
        }
    }

    @Test func refusesAnUnknownCategory() {
        var writer = Self.stringTable(["squat", "Squat", "arms"])
        writer.write(UInt32(1))
        for number in [UInt32(0), 1, 2] { writer.write(number) }
        var reader = SnapshotReader(writer.bytes)
        #expect(throws: SnapshotError("\"arms\" is not a ExerciseCategory value")) {
            _ = try ExerciseListCoding.read(from: &reader)
        }
    }

    @Test func refusesEveryCutWithoutCrashing() {
        let bytes = Self.encoded(Array(SampleCatalog.load().exercises.prefix(2)))
        for length in stride(from: 0, to: bytes.count, by: 7) {
            var reader = SnapshotReader(Array(bytes[..<length]))
            #expect(throws: SnapshotError.self, "cut at \(length)") {
                _ = try ExerciseListCoding.read(from: &reader)
            }
        }
    }
}
