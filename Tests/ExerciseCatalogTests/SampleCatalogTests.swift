import Testing

@testable import ExerciseCatalog

@Suite struct SampleCatalogTests {
    private let sample = SampleCatalog.load()

    @Test func decodesCleanlyAndIsMarkedAsASample() {
        #expect(sample.problems.isEmpty)
        #expect(sample.exercises.count == 21)
        #expect(sample.isSample)
        #expect(sample.origin == .embeddedSample)
        #expect(sample.thumbnailsDirectory == nil)
    }

    @Test func coversEveryCategoryMovementAndPlatform() {
        #expect(Set(sample.exercises.map(\.category)) == Set(ExerciseCategory.allCases))
        #expect(Set(sample.exercises.map(\.movementType)) == Set(MovementType.allCases))
        #expect(Set(sample.exercises.flatMap(\.videos).map(\.source)) == Set(Platform.allCases))
    }

    @Test func holdsTheEdgeCasesTheCodeHandles() throws {
        let exercises = sample.exercises
        #expect(exercises.contains { $0.videos.isEmpty })
        #expect(exercises.contains { $0.equipment.isEmpty })
        #expect(exercises.contains { $0.name.hasPrefix("(") })
        #expect(exercises.contains { $0.name.hasPrefix("“") })
        #expect(exercises.contains { $0.name.contains("’") })
        #expect(exercises.contains { $0.name.contains("é") })
        #expect(exercises.contains { $0.name.contains("🔥") })
        let captions = exercises.flatMap(\.videos).map(\.description)
        // The escape sequence in a caption is cleaned away when the catalog loads.
        #expect(SampleCatalog.exercisesJSON.contains(#"\u001b[31mSAMPLE\u001b[0m"#))
        #expect(captions.contains("Coaches corner SAMPLE caption with an escape sequence"))
        #expect(exercises.flatMap(\.videos).contains { $0.thumbnail.isEmpty })
        let tiktokWithInstagramProfile = exercises.flatMap(\.videos).contains {
            $0.source == .tiktok && $0.creator.profileURL.contains("instagram.com")
        }
        #expect(tiktokWithInstagramProfile)
    }
}
