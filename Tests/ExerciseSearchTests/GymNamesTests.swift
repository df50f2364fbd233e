import CatalogTestSupport
import ExerciseCatalog
import Testing

@testable import ExerciseSearch

/// The gym names of the pass over the whole catalog (``GymNames``), on the real catalog.
///
/// That each entry's aliases reach its exercises is checked for every entry by ``EverydayNamesTests``.
@Suite("Gym names on the real catalog", TestCatalog.isRequired)
struct GymNamesTests {
    @Test("every gym-name entry has gym names and says which exercises it reaches")
    func entriesAreComplete() {
        #expect(GymNames.entries.count >= 50)
        for entry in GymNames.entries {
            #expect(!entry.aliases.isEmpty, "\(entry.terms) has no gym name")
            #expect(!entry.reaches.isEmpty, "\(entry.aliases) names no exercise")
        }
    }

    @Test(
        "a gym name brings the catalog's move first",
        arguments: [
            ("air squat", ["squat"]), ("box squat", ["bench-tap-squat"]),
            ("chair squat", ["goblet-sit-to-stand", "bench-goblet-sit-slow-to-stand"]),
            ("pistol squat", ["strap-single-leg-squat"]), ("static lunge", ["split-squat"]),
            ("prisoner squat jump", ["squat-jump-with-elbows-wide"]),
            ("pendulum lunge", ["dumbbell-swing-lunge"]),
            ("switch lunges", ["strap-alternating-jump-lunge", "strap-alternating-lunge-jump"]),
            ("deficit reverse lunge", ["low-bench-single-arm-step-down-reverse-lunge"]),
            ("hip thrust", ["bench-bridge-aka-hip-thrust"]), ("suitcase deadlift", ["single-arm-deadlift"]),
            ("feet elevated glute bridge", ["low-bench-bridge-feet-on"]),
            (
                "glute bridge shoulders on",
                ["bosu-hip-bridge-shoulders-on", "mid-band-hip-bridge-with-shoulders-on"]
            ),
            ("sumo deadlift high pull", ["sumo-squat-to-upright-row-with-power"]),
            ("t push up", ["push-up-explosive-to-alternating-high-side-plank"]),
            ("incline push ups", ["low-bench-push-ups"]),
            ("feet elevated push up", ["bench-decline-push-ups"]),
            ("modified push up", ["knee-push-ups"]),
            (
                "squeeze press",
                ["crush-press-vs-close-grip-chest-press-both-great-exercises-but-not-the-same"]
            ),
            ("seesaw press", ["reciprocating-chest-press"]), ("bent over row", ["bent-over-rows-are-tricky"]),
            ("rear delt row", ["high-row"]), ("inverted row", ["faults-in-a-bridge-row"]),
            ("assisted pull up", ["strap-pull-ups"]), ("underhand row", ["reverse-grip-low-row"]),
            ("french press", ["balance-overhead-triceps-extension"]),
            ("overhand curl", ["reverse-biceps-curl"]),
            ("shoulder taps", ["high-plank-alternating-hip-tap"]), ("forearm plank", ["low-plank-jack"]),
            ("side plank twist", ["low-side-plank-rotation"]), ("trx crunch", ["strap-high-plank-inout"]),
            ("seated twist", ["bench-seated-torso-rotation"]), ("long jump", ["broad-jump-to-shuffle"]),
            ("jump rope", ["double-unders"]), ("quadruped", ["4-point-to-downdog"]),
            ("blackburn", ["bosu-breaststroke"]),
            ("three legged dog", ["single-leg-downdog-to-single-leg-knee-drive"]),
            ("heel flicks", ["butt-kicks"]), ("trx skull crusher", ["strap-triceps-extensions"]),
            (
                "lunge with a twist",
                ["swing-lunge-with-rotation", "low-band-reverse-lunge-with-torso-rotation"]
            ),
            ("2k row", ["coaching-a-2000m-row"]),
            ("spm", ["counting-strokes-to-better-understand-strokes-per-minute"]),
        ])
    func gymName(query: String, ids: [String]) throws {
        let index = try TestCatalog.index()
        let first = try #require(index.search(query).results.first)
        #expect(ids.contains(first.exercise.id), "\(query): \(first.exercise.name)")
    }

    @Test(
        "a gym name stays with its own move where its words overlap another's",
        arguments: [
            ("scissor lunge", "flutter-kicks"), ("box squat", "low-bench-box-jump"),
            ("hill", "incline-chest-press-vs"), ("woodchop", "low-to-high-lift-reverse-chop"),
            ("switch lunge", "lunge-jack"),
        ])
    func overlapStaysApart(query: String, other: String) throws {
        let index = try TestCatalog.index()
        let page = index.search(query, options: .completeText)
        let found = page.results.filter { page.missingWords(of: $0).isEmpty }.map(\.exercise.id)
        #expect(!found.isEmpty, "\(query)")
        #expect(!found.contains(other), "\(query) reaches \(other)")
    }

    @Test(
        "named moves the catalog has no video of stay misses",
        arguments: [
            "man maker", "devil press", "turkish get up", "copenhagen plank", "chin up", "preacher curl",
            "tuck jump", "bear crawl", "wall ball",
        ])
    func honestMisses(query: String) throws {
        let index = try TestCatalog.index()
        let page = index.search(query, options: .completeText)
        #expect(page.results.allSatisfy { !page.missingWords(of: $0).isEmpty }, "\(query)")
    }
}
