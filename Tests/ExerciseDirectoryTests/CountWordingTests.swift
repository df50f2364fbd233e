import ExerciseCatalog
import ExerciseDirectory
import Testing

@Suite struct CountWordingTests {
    @Test(
        arguments: [
            (0, "0"),
            (7, "7"),
            (999, "999"),
            (1_000, "1,000"),
            (1_220, "1,220"),
            (12_345, "12,345"),
            (999_999, "999,999"),
            (1_000_000, "1,000,000"),
            (-4_500, "-4,500"),
            (-12, "-12"),
        ])
    func groupsThousandsWithCommas(n: Int, expected: String) {
        #expect(Wording.groupedNumber(n) == expected)
    }

    @Test func groupsTheExtremes() {
        #expect(Wording.groupedNumber(Int.max) == "9,223,372,036,854,775,807")
        #expect(Wording.groupedNumber(Int.min) == "-9,223,372,036,854,775,808")
    }

    @Test(
        arguments: [
            (0, "0 demos"),
            (1, "1 demo"),
            (2, "2 demos"),
            (1_953, "1,953 demos"),
        ])
    func countsDemos(n: Int, expected: String) {
        #expect(Wording.demoCount(n) == expected)
    }

    @Test func countsExercisesVideoDemosAndCreators() {
        #expect(Wording.exerciseCount(1) == "1 exercise")
        #expect(Wording.exerciseCount(1_220) == "1,220 exercises")
        #expect(Wording.exerciseCount(0) == "0 exercises")
        #expect(Wording.videoDemoCount(1) == "1 video demo")
        #expect(Wording.videoDemoCount(3) == "3 video demos")
        #expect(Wording.creatorCount(1) == "1 creator")
        #expect(Wording.creatorCount(2) == "2 creators")
    }

    @Test func usesTheGivenWords() {
        #expect(Wording.count(1, singular: "thumbnail", plural: "thumbnails") == "1 thumbnail")
        #expect(Wording.count(2_000, singular: "person", plural: "people") == "2,000 people")
    }
}
