/// The domain synonyms search knows, kept as data: edit the entries, not the matching code.
///
/// Every term of an entry matches every other. Terms are folded like any text (case, accents,
/// punctuation, "1/2" → "half", plurals), so "TRX Straps", "trx-strap" and "trx straps" are one term.
/// A phrase matches only where its words are adjacent in a field. Synonyms are looked up for whole query
/// words (and runs of words) only, never for typo-corrected or half-typed words. Spellings that differ
/// only by a plural or by a hyphen or space ("glute"/"glutes", "push-up"/"pushup") need no entry: plural
/// folding and word joining already cover them.
enum SynonymTable {
    /// Every entry: the names of each piece of equipment (``EquipmentNames``), the synonyms below, the
    /// everyday names of ``EverydayNames`` and the gym names of ``GymNames``.
    static let entries: [SynonymEntry] =
        EquipmentNames.synonymEntries + synonyms + EverydayNames.entries + GymNames.entries

    /// The terms of the entry that holds `term`, `term` among them; just `term` when no entry does.
    static func terms(sameAs term: String) -> [String] {
        entries.first { $0.terms.contains(term) }?.terms ?? [term]
    }

    /// The synonyms and shorthand, each with its reason.
    static let synonyms: [SynonymEntry] = [
        SynonymEntry(
            terms: ["half", "1/2", "½"],
            reason:
                "Names write half kneeling as \"1/2 Kneeling\", \"½\" or \"Half\"; folding reads all as half."
        ),
        SynonymEntry(
            terms: ["rdl", "romanian deadlift"],
            reason:
                "RDL is the common name of the Romanian deadlift; the catalog has an exercise called \"Rdl\"."
        ),
        SynonymEntry(
            terms: ["dl", "deadlift"], aliases: ["rdl"],
            reason:
                "DL abbreviates deadlift, as in \"SL DL\"; members say RDL for any hip-hinge deadlift (\"SL RDL\" "
                + "is the catalog's Single Leg Deadlift).",
            reaches: ["single-leg-deadlift", "deadlift"]),
        SynonymEntry(
            terms: ["sl", "single leg", "one leg"],
            reason: "SL abbreviates single leg (\"SL deadlift\"); the catalog writes \"Single Leg\"."),
        SynonymEntry(
            terms: ["sa", "single arm", "one arm"],
            reason: "SA abbreviates single arm (\"SA row\"); the catalog writes \"Single Arm\"."),
        SynonymEntry(
            terms: ["ng", "neutral grip"],
            reason:
                "NG abbreviates neutral grip (\"NG push press\"), the most common grip in the catalog's titles "
                + "(26 of them).",
            reaches: ["neutral-grip-push-press"]),
        SynonymEntry(
            terms: ["cg", "close grip"],
            reason: "CG abbreviates close grip (\"CG chest press\"), the next grip in the titles (13).",
            reaches: ["close-grip-chest-press"]),
        SynonymEntry(
            terms: ["alt", "alternating", "alternate"],
            reason: "Coaches shorten alternating to alt (\"alt lunge\") or write alternate."),
        SynonymEntry(
            terms: ["rev", "reverse"],
            reason: "Rev abbreviates reverse (\"rev lunge\", \"rev fly\")."),
        SynonymEntry(
            terms: ["fwd", "forward"],
            reason: "Coaches abbreviate forward as fwd (\"FFE fwd lunge\"); the catalog writes \"Forward\"."),
        SynonymEntry(
            terms: ["thru", "thrus", "through"],
            reason:
                "Thru is the short spelling of through, \"thrus\" its plural as coaches write it (\"bear plank "
                + "kick thrus\"), which plural folding leaves (a final \"us\" is kept); the catalog writes "
                + "\"Through\"."),
        SynonymEntry(
            terms: ["ext", "extension"],
            reason: "Ext abbreviates extension (\"tricep ext\")."),
        SynonymEntry(
            terms: ["bicep", "biceps"], aliases: ["bi", "bis", "arm"],
            reason:
                "Members drop the s of biceps (plural folding also covers the pair), say bi's, and mean biceps "
                + "and triceps by arms (\"arm circles\"; a request such as \"arm day\" is LimbWords').",
            reaches: ["biceps-curl", "hammer-curl"]),
        SynonymEntry(
            terms: ["tricep", "triceps"], aliases: ["tri", "tris", "arm"],
            reason:
                "Members drop the s of triceps (plural folding also covers the pair), write tri's (\"OH tri ext\") "
                + "and mean biceps and triceps by arms.",
            reaches: ["triceps-kickback", "triceps-push-up"]),
        SynonymEntry(
            terms: ["abs", "ab", "abdominal", "core"],
            aliases: ["six pack", "sixpack", "stomach", "belly", "tummy", "midsection"],
            reason:
                "The catalog tags abdominal work both \"abs\" and \"core\"; members say six pack, stomach or belly.",
            reaches: ["hollow-hold", "plank"]),
        SynonymEntry(
            terms: ["lat", "latissimus"],
            reason: "Lat is short for latissimus dorsi; the muscle tag is \"lats\"."),
        SynonymEntry(
            terms: ["lat raise", "lateral raise"],
            reason: "A lat raise is a lateral raise, not a lat exercise."),
        SynonymEntry(
            terms: ["delt", "deltoid"],
            reason: "Delts is gym slang for the deltoids, a muscle tag."),
        SynonymEntry(
            terms: ["hammy", "hamstring"],
            reason:
                "Hammies is slang for the hamstrings, a muscle tag (\"ham\" is left out: it starts hammer)."),
        SynonymEntry(
            terms: ["quad", "quadricep"], aliases: ["thigh", "front of thigh"],
            reason:
                "Quads is the usual word for the quadriceps, and thighs are mostly quads; the muscle tag is "
                + "\"quads\" (\"inner thigh\" keeps its own tag).",
            reaches: ["squat", "lunge"]),
        SynonymEntry(
            terms: ["pec", "pectoral", "chest"],
            reason: "Pecs are the chest muscles; the muscle tag is \"chest\"."),
        SynonymEntry(
            terms: ["calf", "calves"],
            reason: "Calves is the irregular plural of calf, which plural folding does not cover."),
        SynonymEntry(
            terms: ["t spine", "thoracic spine", "thoracic"],
            reason: "Names say \"T-Spine\" where the muscle tag says \"thoracic spine\"."),
        SynonymEntry(
            terms: ["ohp", "overhead press", "shoulder press", "military press", "oh press"],
            reason:
                "OHP, overhead press and shoulder press name the same lift; the catalog says shoulder press."),
        SynonymEntry(
            terms: ["push up", "press up"],
            reason: "Press-up is the British name of the push-up."),
        SynonymEntry(
            terms: [
                "rfess", "rear foot elevated split squat", "bulgarian split squat", "bss", "rfe split squat",
            ],
            aliases: ["bulgarian"],
            reason:
                "The catalog uses all of these for the same split squat with the back foot raised; coaches "
                + "write \"Bulgarians\".",
            reaches: ["rear-foot-elevated-split-squat-back-foot", "goblet-rear-foot-elevated-split-squat"]),
        SynonymEntry(
            terms: ["woodchop", "woodchopper", "wood chop"],
            reason: "Names say \"woodchopper\" and \"wood chopper\"; members type woodchop."),
        SynonymEntry(
            terms: ["superman", "superhero", "supermen"],
            reason:
                "Gyms call the prone arm-and-leg lift a superman (\"6 supermen\", a plural no folding "
                + "makes); the catalog names it \"Superhero\"."),
        SynonymEntry(
            terms: ["russian twist", "torso rotation"],
            reason:
                "The catalog names the seated twist \"Torso Rotation\" and says so: "
                + "\"Torso Rotations / Russian Twists\"."),
        SynonymEntry(
            terms: ["hi", "high"],
            reason: "Workout boards shorten high to hi (\"hi row\").", reaches: ["high-row"]),
        SynonymEntry(
            terms: ["lo", "low"],
            reason: "Workout boards shorten low to lo (\"lo row\").", reaches: ["low-row"]),
        SynonymEntry(
            terms: ["oh", "overhead"],
            reason: "OH abbreviates overhead (\"OH tri ext\").",
            reaches: ["balance-overhead-triceps-extension"]),
        SynonymEntry(
            terms: ["pd", "pulldown"],
            reason: "PD abbreviates pulldown (\"lat PD\").", reaches: ["strap-lat-pulldown"]),
        SynonymEntry(
            terms: ["ffe", "front foot elevated"],
            reason: "The catalog writes \"Front Foot Elevated (FFE)\".",
            reaches: ["bosu-front-foot-elevated-ffe-forward-lunge"]),
        SynonymEntry(
            terms: ["rfe", "rear foot elevated"],
            reason: "RFE abbreviates rear foot elevated, as RFESS does the whole split squat.",
            reaches: ["rear-foot-elevated-split-squat-jump"]),
        SynonymEntry(
            terms: ["fly", "flye"],
            reason: "Fly is also spelt flye (\"chest flyes\").", reaches: ["chest-fly"]),
    ]
}
