import CatalogTestSupport
import ExerciseCatalog
import Testing

@testable import CatalogMaintenance

@Suite(.enabled(if: TestCatalog.isConfigured, TestCatalog.skipMessage))
struct CatalogLintCatalogTests {
    /// Every near-duplicate cluster of the real catalog, each pair of titles checked by hand.
    private let clusters = [
        ["bench-bridge", "bench-bridge-aka-hip-thrust"],
        ["bench-high-plank-single-arm-low-row", "bench-single-arm-high-plank-low-row"],
        [
            "bench-ipsilateral-single-arm-low-row",
            "bench-ipsilateral-single-arm-low-row-aka-bench-supported-low-row",
        ],
        ["clean-to-front-squat", "clean-to-front-squat-aka-hang-squat-clean"],
        ["floor-chest-press", "floor-chest-press-aka-floor-press"],
        ["heavy-sumo-deadlift", "sumo-deadlift-heavy"],
        [
            "heisman", "heisman-the-heisman-is-awarded-yearly-to-the-most-notablebest-college-player",
            "the-heisman",
        ],
        [
            "low-bench-chest-fly",
            "low-bench-chest-fly-we-are-looking-for-functional-strength-not-bodybuilding",
        ],
        [
            "low-row-vs-high-row",
            "low-row-vs-high-row-do-you-know-the-difference-between-a-low-row-and-a-high-row",
        ],
        [
            "low-side-plank-rotation",
            "low-side-plank-rotation-great-core-movement-combining-rotation-and-anti-rotation",
        ],
        ["mid-band-deadlift", "mid-band-deadlift-we-want-tension-on-the-band-when-they-set-up-their-feet"],
        [
            "push-up-the-alternating-superhero",
            "push-up-the-alternating-superhero-one-push-up-5then-both-sides-of-the-superhero",
        ],
        ["single-arm-clean", "single-arm-clean-technically-should-be-titled-a-hang-power-clean"],
        [
            "squat-jump-with-elbows-wide",
            "squat-jump-with-elbows-wide-its-always-important-that-we-have-a-why",
        ],
        ["standing-high-to-low-chop", "standing-high-to-low-chop-aka-lift"],
        ["strap-alternating-jump-lunge", "strap-alternating-lunge-jump"],
        ["strap-kneeling-rollout", "strap-kneeling-rollout-just-a-quick-set-up-tip"],
        ["y-bell-standing-rainbow", "y-bell-standing-rainbow-we-often-see-this-movement-at-the-rowers"],
    ]

    @Test func nearDuplicatesAreTheClustersCheckedByHand() throws {
        let catalog = try TestCatalog.load()
        #expect(NearDuplicateRule().findings(in: catalog).map(\.exerciseIDs) == clusters)
    }

    @Test func theRealCatalogHasNoBrokenFilesLinksOrIds() throws {
        let catalog = try TestCatalog.load()
        let report = CatalogLint.run(catalog)
        #expect(report.count(of: .error) == 0)
        #expect(IDSlugRule().findings(in: catalog).isEmpty)
    }

    @Test func captionTitlesIncludeTheIssuesExamplesButNotLongExerciseNames() throws {
        let catalog = try TestCatalog.load()
        let flagged = Set(CaptionTitleRule().findings(in: catalog).flatMap(\.exerciseIDs))
        #expect(flagged.count == 292)
        for id in [
            "3-tips-to-run-faster", "after-12-years-as-a-personal-trainer", "the-new-quarter-mile-benchmark",
        ] {
            #expect(flagged.contains(id), "\(id)")
        }
        for id in [
            "half-kneeling-single-arm-neutral-grip-shoulder-press-to-overhead-stand",
            "bosu-front-foot-elevated-split-stance-contralateral-single-arm-low-row", "goblet-squat",
        ] {
            #expect(!flagged.contains(id), "\(id)")
        }
    }
}
