import ExerciseCatalog
import Testing

@testable import CatalogMaintenance

@Suite struct CaptionTitleRuleTests {
    @Test(arguments: [
        (
            "3 TIPS TO RUN FASTER:",
            ["ends with “:”", "shouts in capitals (TIPS, FASTER)", "uses coaching words (tips)"]
        ),
        (
            "Is this a good squat?",
            ["ends with “?”", "opens like a question (“Is”)", "reads as a sentence (is)"]
        ),
        ("After 12 years as a personal trainer…", ["ends with “…”"]),
        ("After 12 years as a personal trainer...", ["ends with “...”"]),
        ("🔥 Goblet Squat", ["contains emoji"]),
        ("\u{26A0}\u{FE0F} Split Squat", ["contains emoji"]),
        ("Split Squats will ALWAYS be HARD", ["shouts in capitals (ALWAYS, HARD)"]),
        ("You’re NOT working your glutes", ["speaks as “I” or to “you” (you're, your)"]),
        ("Cueing a Chest Press", ["uses coaching words (cueing)"]),
        ("Why floor presses", ["opens like a question (“Why”)"]),
        ("Burpees are no fun", ["reads as a sentence (are)"]),
        (
            "Squat hold for as long as possible until the legs shake and burn",
            ["runs to 64 characters of prose"]
        ),
    ])
    func givesEveryReasonATitleLooksLikeACaption(title: String, reasons: [String]) {
        #expect(CaptionTitleRule.reasons(for: title) == reasons)
    }

    @Test(arguments: [
        "Goblet Squat",
        "Farmer’s March In Place",
        "BOSU Burpee",
        "Standing High to Low Chop (aka LIFT",
        "Half Kneeling Single Arm Neutral Grip Shoulder Press to Overhead Stand",
        "Push Up to Knee Tuck",
    ])
    func exerciseNamesHaveNoReason(title: String) {
        #expect(CaptionTitleRule.reasons(for: title).isEmpty)
    }

    @Test func findingsQuoteTheTitleBeforeItsReasons() {
        let exercises = [
            LintFixtures.exercise("heisman", name: "Heisman"),
            LintFixtures.exercise("why-you-should-squat", name: "Why you should squat"),
        ]
        let findings = CaptionTitleRule().findings(in: LintFixtures.catalog(exercises))
        #expect(
            findings == [
                LintFinding(
                    exerciseIDs: ["why-you-should-squat"],
                    message:
                        "“Why you should squat”: speaks as “I” or to “you” (you); opens like a question (“Why”)"
                )
            ])
    }
}
