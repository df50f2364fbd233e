import ExerciseCatalog
import Testing

@testable import ExerciseDirectory

@Suite struct ExerciseDetailTests {
    private let sample = SampleCatalog.load()

    @Test func wordsEveryPartOfTheDetailScreen() throws {
        let exercise = try #require(sample.exercise(id: "single-leg-rdl"))
        let detail = ExerciseDetail(exercise: exercise, catalog: sample)
        #expect(detail.title == "Single Leg RDL")
        #expect(detail.categoryLabel == "Lower Body")
        #expect(detail.movementLabel == "Compound")
        #expect(detail.demoSummary == "2 video demos · 2 creators")
        #expect(detail.muscles == ["Hamstrings", "Glutes"])
        #expect(detail.equipment == "Dumbbell, Bench")
        #expect(detail.creators.map(\.name) == ["Sample Coach Avery", "Sample Trainer Blake"])
        #expect(detail.creators.allSatisfy { $0.profileURL == nil })
        #expect(detail.videos.map(\.watchLabel) == ["Watch on Instagram", "Watch on TikTok"])
        #expect(detail.videos.map(\.caption) == ["SL RDL", "Single leg romanian deadlift"])
        #expect(
            detail.videos.allSatisfy { $0.watchURL == nil && $0.refusalReason == Catalog.sampleLinkRefusal })
    }

    @Test func linksOpenOnlyWhenAllowedInARealCatalog() throws {
        var real = sample
        real.isSample = false
        let exercise = try #require(real.exercise(id: "goblet-squat"))
        let detail = ExerciseDetail(exercise: exercise, catalog: real)
        #expect(detail.videos[0].watchURL == "https://www.instagram.com/reel/SAMPLE001/")
        #expect(
            detail.videos[1].watchURL == "https://www.tiktok.com/@sampletrainer/video/7000000000000000002")
        #expect(
            detail.creators.map(\.profileURL) == [
                "https://www.instagram.com/samplecoach/", "https://www.tiktok.com/@sampletrainer",
            ])
        var hostile = exercise
        hostile.videos[0].url = "https://instagram.com.evil.example/reel/x/"
        let refused = ExerciseDetail(exercise: hostile, catalog: real)
        #expect(refused.videos[0].watchURL == nil)
        #expect(refused.videos[0].refusalReason != nil)
    }

    @Test("the detail screen shares the exercise's page on the web directory")
    func sharesTheWebPage() throws {
        let exercise = try #require(sample.exercise(id: "goblet-squat"))
        let detail = ExerciseDetail(exercise: exercise, catalog: sample)
        #expect(detail.webPageAddress == "https://o-tf-exercises.vercel.app/exercise/goblet-squat")
    }

    @Test func similarExercisesShareTheMostMusclesAndEquipment() throws {
        let exercise = try #require(sample.exercise(id: "single-leg-rdl"))
        let similar = SimilarExercises.find(for: exercise, in: sample.exercises).map(\.id)
        #expect(
            similar == [
                "bosu-reverse-lunge", "goblet-squat", "mini-band-lateral-walk", "plie-squat-with-kettlebell",
                "farmers-march",
            ])
    }

    @Test func anExerciseSharingNothingHasNoSimilarOnes() throws {
        let exercise = try #require(sample.exercise(id: "coaches-corner-sample"))
        #expect(SimilarExercises.find(for: exercise, in: sample.exercises).isEmpty)
    }

    @Test func rowsSayEverythingACardShows() throws {
        let row = ResultRow(exercise: try #require(sample.exercise(id: "goblet-squat")), highlights: [0..<6])
        #expect(row.muscles == "Quads, Glutes")
        #expect(row.equipment == "Dumbbell")
        #expect(row.creators == "2 creators")
        #expect(row.demoCount == "2 demos")
        #expect(row.thumbnail == "")
        #expect(
            row.accessibilityLabel
                == "Goblet Squat. Lower Body. Muscles: Quads, Glutes. Dumbbell. By 2 creators. 2 demos.")
    }
}
