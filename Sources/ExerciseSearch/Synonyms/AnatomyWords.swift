/// The anatomy thesaurus: muscles and body regions people name, and the catalog's muscle tags each means.
///
/// The catalog tags muscles with a few broad words ("upper back", "core", "glutes"), while members name
/// what a coach told them a station works: the rhomboids, the posterior chain, the rotator cuff. A name
/// here is searched as its muscle tags, the way a request for a whole limb is (``LimbWords``): each tag
/// as a whole word or join, with its synonym entry, in names and tags. A name the catalog's words of
/// moves do not hold ("rhomboids", "erector spinae") always reads so; one they do hold ("shoulders",
/// "hips", "upper back") only when every counted word of a query typed into a search field is such a
/// name, a limb word or a muscle word (a request: "hips and shoulders"), and then after its own matches,
/// like an everyday name; so "hip bridge" and "shoulder press" stay names. Words of neither the catalog nor this table stay misses ("neck").
enum AnatomyWords {
    /// One name or group of names and the muscle tags it means; names are folded like queries, so a plural
    /// ("rhomboids", "hips") needs no name of its own.
    struct Entry: Sendable {
        /// What people call the muscle or region, each a word or a phrase of adjacent words.
        let names: [String]
        /// The catalog's muscle tags it means.
        let muscles: [String]
        /// Why, for the people who maintain the table.
        let reason: String
    }

    /// The entries, from the upper body down.
    static let entries: [Entry] = [
        Entry(
            names: ["rhomboid", "mid back", "middle back"],
            muscles: ["upper back", "rear deltoids"],
            reason:
                "The rhomboids lie between the shoulder blades and pull them together, as rows and reverse "
                + "flys do: the catalog tags that work upper back or rear deltoids (not \"back\", which also names "
                + "the lower back, nor traps, whose upright rows and shrugs lift the shoulder blades instead)."
        ),
        Entry(
            names: ["trapezius", "traps"], muscles: ["traps", "upper back"],
            reason: "The trapezius is the traps tag; the catalog tags shrugs and high rows upper back too."),
        Entry(
            names: ["latissimus dorsi", "lats", "wings"], muscles: ["lats", "upper back"],
            reason: "The latissimus dorsi are the lats; pull-downs and rows are tagged lats or upper back."),
        Entry(
            names: ["pecs", "pectorals", "pectoralis", "pectoralis major"], muscles: ["chest"],
            reason: "The pectorals are the chest tag."),
        Entry(
            names: ["serratus", "serratus anterior"], muscles: ["chest", "core"],
            reason: "The serratus anterior holds the shoulder blade to the ribs in push-ups and planks."),
        Entry(
            names: ["delt", "deltoid", "shoulder"],
            muscles: ["shoulders", "deltoids", "rear deltoids"],
            reason: "The shoulders are the deltoids: the catalog tags shoulders, deltoids and rear deltoids."),
        Entry(
            names: ["rear delt", "posterior delt", "posterior deltoid"],
            muscles: ["rear deltoids"],
            reason: "The back of the shoulder is the rear deltoids tag."),
        Entry(
            names: ["rotator cuff"], muscles: ["shoulders", "rear deltoids"],
            reason: "The rotator cuff turns the upper arm in the shoulder: external rotations and "
                + "face pulls, tagged shoulders or rear deltoids."),
        Entry(
            names: ["upper back"], muscles: ["upper back", "traps", "lats", "rear deltoids"],
            reason: "The upper back holds the traps, the top of the lats and the rear delts."),
        Entry(
            names: ["biceps brachii", "brachialis"], muscles: ["biceps"],
            reason: "The muscles of the front of the upper arm are the biceps tag."),
        Entry(
            names: ["brachioradialis", "wrist flexors"], muscles: ["forearms"],
            reason:
                "The forearm muscles that close the hand are the forearms tag (\"grip\" also names a hold)."),
        Entry(
            names: ["triceps brachii"], muscles: ["triceps"],
            reason: "The back of the upper arm is the triceps."),
        Entry(
            names: ["core", "midsection", "mid section", "trunk", "torso"],
            muscles: ["core", "abs", "obliques"],
            reason: "The midsection is everything the catalog tags core, abs or obliques."),
        Entry(
            names: ["rectus abdominis", "abdominals", "abdominal muscles"], muscles: ["abs", "core"],
            reason: "The rectus abdominis is the six-pack muscle: the abs tag, often tagged core instead."),
        Entry(
            names: ["transverse abdominis", "transversus abdominis", "tva", "deep core"],
            muscles: ["core", "abs"],
            reason: "The transverse abdominis braces the trunk: the work the catalog tags core (hollow "
                + "holds, dead bugs, planks)."),
        Entry(
            names: [
                "external oblique", "internal oblique", "waist",
            ],
            muscles: ["obliques"], reason: "The muscles of the side of the waist are the obliques tag."),
        Entry(
            names: ["erector spinae", "spinal erectors", "erectors", "lumbar"],
            muscles: ["lower back"],
            reason: "The erector spinae run along the spine: back extensions and good mornings, tagged "
                + "lower back."),
        Entry(
            names: ["posterior chain"], muscles: ["glutes", "hamstrings", "lower back"],
            reason: "The posterior chain is the back of the body from the hips down: the glutes, "
                + "hamstrings and lower back that hinges train."),
        Entry(
            names: ["backside", "back side"], muscles: ["glutes", "hamstrings"],
            reason: "The backside of a leg workout is the glutes and hamstrings."),
        Entry(
            names: ["gluteus", "gluteus maximus", "gluteals", "glute max"], muscles: ["glutes"],
            reason: "The gluteus maximus is the glutes tag."),
        Entry(
            names: [
                "outer thigh", "outer hip", "abductor", "hip abductor",
                "glute med", "glute medius", "gluteus medius", "side glute",
            ],
            muscles: ["glutes"],
            reason: "The catalog has no abductor tag: the outer hip's muscle is the gluteus medius, and "
                + "clamshells and band walks are tagged glutes."),
        Entry(
            names: ["hip"], muscles: ["glutes", "hip flexors", "adductors"],
            reason: "The hips are moved by the glutes, the hip flexors and the adductors."),
        Entry(
            names: ["psoas", "iliopsoas", "hip flexor"], muscles: ["hip flexors"],
            reason: "The psoas is the main hip flexor: the hip flexors tag."),
        Entry(
            names: ["thigh"], muscles: ["quads", "hamstrings", "adductors"],
            reason: "The thigh is the quads in front, the hamstrings behind and the adductors inside."),
        Entry(
            names: ["quadriceps", "front of thigh", "front of the thigh"], muscles: ["quads"],
            reason: "The quadriceps are the quads tag."),
        Entry(
            names: ["biceps femoris", "back of thigh", "back of the thigh"], muscles: ["hamstrings"],
            reason: "The back of the thigh is the hamstrings tag."),
        Entry(
            names: ["gastrocnemius", "gastroc", "soleus", "calf muscle"], muscles: ["calves"],
            reason: "The gastrocnemius and soleus are the calves tag."),
    ]

    /// One name of an entry as stems, with its entry.
    struct Rule: Sendable {
        /// The stems of the name's words, in order.
        let stems: [String]
        /// The index of its entry in ``entries``.
        let entry: Int
    }

    /// The names by the stem of their first word, longest first.
    static let rulesByFirstStem: [String: [Rule]] = {
        var rules: [String: [Rule]] = [:]
        for (index, entry) in entries.enumerated() {
            for name in entry.names {
                let stems = SearchText.stems(in: name)
                if let first = stems.first, rules[first]?.contains(where: { $0.stems == stems }) != true {
                    rules[first, default: []].append(Rule(stems: stems, entry: index))
                }
            }
        }
        return rules.mapValues { $0.sorted { $0.stems.count > $1.stems.count } }
    }()

    /// The stem of each entry's muscle tags as indexed: a tag of several words is their join ("upper
    /// back" → "upperback"), as a tag's join is indexed.
    static let muscleStems: [[String]] = entries.map { entry in
        entry.muscles.map { PluralFolding.stem(SearchText.words(in: $0).map(\.text).joined()) }
    }

    /// The names found in `stems`, left to right, the longest at each place, never overlapping.
    static func matches(in stems: [String]) -> [(start: Int, count: Int, entry: Int)] {
        var found: [(start: Int, count: Int, entry: Int)] = []
        var start = 0
        while start < stems.count {
            let rule = rulesByFirstStem[stems[start]]?.first { rule in
                start + rule.stems.count <= stems.count
                    && rule.stems.indices.allSatisfy { stems[start + $0] == rule.stems[$0] }
            }
            if let rule {
                found.append((start, rule.stems.count, rule.entry))
                start += rule.stems.count
            } else {
                start += 1
            }
        }
        return found
    }

    /// True when `stem` is a one-word name of the table.
    static func isName(_ stem: String) -> Bool {
        rulesByFirstStem[stem]?.contains { $0.stems.count == 1 } == true
    }
}
