import CatalogTestSupport
import ExerciseCatalog
import Testing

@Suite(.enabled(if: TestCatalog.isConfigured, TestCatalog.skipMessage))
struct BrowseOrderCatalogTests {
    /// The ids of every title that begins with a digit once emoji are ignored, in the order worked out by
    /// hand from the catalog's titles.
    private let digitLeadingTail = [
        "123-knee-drive-combo",
        "12-kneeling-around-the-world-raise",
        "12-kneeling-low-to-high-chop-aka-lift",
        "12-kneeling-single-arm-low-row",
        "12-kneeling-single-arm-shoulder-press",
        "12-kneeling-to-full-lateral-step-up",
        "2-dumbbell-hold-straight-leg-raise",
        "3-cues-for-a-more-effective-lat-pulldown",
        "3-easy-workout-tips-for-better-results",
        "3-faults-in-push-ups",
        "3-general-treadmill-runnign-tips",
        "3-points-of-performance-in-a-high-pull-with-power",
        "3-tips-i-used-for-my-pr-524-2000m-row",
        "3-tips-to-row-fast-sprints",
        "3-tips-to-run-faster",
        "3-tips-you-need-for-better-split-squats",
        "4-common-faults-in-the-alligator-on-the-straps",
        "4-exercise-endurance-complex",
        "4-point-single-arm-low-row",
        "4-point-to-downdog",
        "5-errors-for-coaches-to-looks-for-in-the-clean",
        "5-errors-in-the-clean-coaches-lets-train-out-eyes-to-see-faults-in-the-clean",
        "5-step-lateral-agility-shuffle",
        "9-out-of-10-people-do-step-ups-wrong",
        "10-stroke-power-row",
        "1100-100-clock-press",
        "12-minute-run-for-distance-aka-the-cooper-test",
        "12-minute-run-for-distance-benchmark",
        "90-degree-pop-squat",
        "99-make-this-trx-mistake",
        "180-bpm-step-cadence",
        "200m-technique",
        "300-meter-esp-row",
        "500m-row",
        "500m-row-suuuucccckkksss",
        "500m-row-tips",
        "2000m-row-strategy-for-your-next-pr",
    ]

    @Test func ordersTheRealCatalog() throws {
        let catalog = try TestCatalog.load()
        let ordered = BrowseOrder.sorted(catalog.exercises).map(\.id)
        #expect(ordered.count == 1_220)
        #expect(Set(ordered) == Set(catalog.exercises.map(\.id)))
        #expect(
            Array(ordered.prefix(3)) == [
                "a-classic-example-of-good-form-thats-actually-bad",
                "a-lot-of-people-cant-feel-it-in-their-legs-when-they-row",
                "ab-dolly",
            ])
        #expect(
            Array(ordered.suffix(digitLeadingTail.count + 1)) == ["zipping-an-oversized-coat"]
                + digitLeadingTail)
    }

    @Test func placesBracketedQuotedAndEmojiTitlesAmongTheirLetters() throws {
        let ordered = BrowseOrder.sorted(try TestCatalog.load().exercises).map(\.id)
        let neighbours: [[String]] = [
            [
                "hand-release-push-ups-eccentrics-building-toe-push-ups", "hang-power-clean-options",
                "happy-four",
            ],
            ["coach-led-reactive-drills", "coaches", "coaching-a-2000m-row"],
            ["burpee", "burpee-debate-push-up-or-no-push-up", "burpee-no-push-up-aka-up-down"],
        ]
        for run in neighbours {
            let start = try #require(ordered.firstIndex(of: run[0]))
            #expect(Array(ordered[start..<min(start + run.count, ordered.count)]) == run)
        }
    }

    @Test func putsEveryDigitLeadingTitleLast() throws {
        let ordered = BrowseOrder.sorted(try TestCatalog.load().exercises)
        let firstDigitLeading = try #require(ordered.firstIndex { startsWithDigit($0.name) })
        #expect(firstDigitLeading == 1_220 - digitLeadingTail.count)
        #expect(ordered[firstDigitLeading...].allSatisfy { startsWithDigit($0.name) })
    }

    /// Whether the first letter or number of `title` is a number, checked character by character.
    private func startsWithDigit(_ title: String) -> Bool {
        title.first { $0.isLetter || $0.isNumber }?.isNumber ?? false
    }
}
