/// The names members and coaches use for moves, muscles and goals where the catalog uses other words,
/// kept as data: each entry's ``SynonymEntry/terms`` are the catalog's words, its
/// ``SynonymEntry/aliases`` what people say, its reason why they are the same, and ``SynonymEntry/reaches``
/// the catalog exercises it was written from (a test checks each on the real catalog).
///
/// An alias is a whole-word match that ranks right after a word's own matches: it never hides them
/// ("butt" still lists "Butt Kicks" first). Moves the catalog has no video of get no alias ("renegade
/// row", "wall sit"): a miss stays a miss.
enum EverydayNames {
    /// The entries, by movement family, then body parts and goals.
    static let entries: [SynonymEntry] =
        swings + planks + core + lunges + squats + carries + pulls + presses
        + arms + bodyParts

    /// Swings.
    static let swings: [SynonymEntry] = [
        SynonymEntry(
            terms: ["hip hinge swing"], aliases: ["kettlebell swing", "kb swing", "russian swing"],
            reason: "The catalog calls the kettlebell (or dumbbell) swing a Hip Hinge Swing.",
            reaches: ["hip-hinge-swing", "single-arm-hip-hinge-swing"]),
        SynonymEntry(
            terms: ["speed skater"], aliases: ["skater hop", "skater jump", "skater lunge"],
            reason: "Skater hops and jumps are the catalog's Speed Skaters.", reaches: ["speed-skaters"]),
    ]

    /// Planks and plank variations.
    static let planks: [SynonymEntry] = [
        SynonymEntry(
            terms: ["high plank alternating knee drive"], aliases: ["mountain climber", "mtn climber"],
            reason: "Mountain climbers are the catalog's High Plank Alternating Knee Drive.",
            reaches: [
                "high-plank-alternating-knee-drive-counting-reps", "bosu-high-plank-alternating-knee-drive",
            ]),
        SynonymEntry(
            terms: ["high plank alternating cross body knee drive"],
            aliases: ["cross body mountain climber", "cross mountain climber", "crossover mountain climber"],
            reason: "Cross-body mountain climbers drive the knee to the opposite elbow.",
            reaches: ["high-plank-alternating-cross-body-knee-drive"]),
        SynonymEntry(
            terms: ["low plank wide knee drive", "low plank alternating wide knee drive"],
            aliases: ["spiderman", "spider man", "spiderman climber"],
            reason:
                "Spiderman planks drive the knee wide to the elbow: the catalog's Low Plank Wide Knee Drive.",
            reaches: ["low-plank-wide-knee-drive", "low-plank-alternating-wide-knee-drive-to-leg-lift"]),
        SynonymEntry(
            terms: ["high plank to low plank", "low plank to high plank"],
            aliases: ["plank up down", "up down plank", "commando", "commando plank", "plank walk up"],
            reason: "Plank up-downs (commandos) go from a high to a low plank and back.",
            reaches: ["high-plank-to-low-plank", "low-plank-to-high-plank-and-vice-versa"]),
        SynonymEntry(
            terms: ["low side plank"], aliases: ["forearm side plank", "elbow side plank"],
            reason: "A side plank on the forearm is the catalog's Low Side Plank.",
            reaches: ["low-side-plank"]),
        SynonymEntry(
            terms: ["walkout"], aliases: ["inchworm", "inch worm"],
            reason: "Inchworms walk the hands out to a plank and back: the catalog's Walkouts.",
            reaches: ["inverted-walk-out", "low-band-walkout", "mid-band-walkout"]),
        SynonymEntry(
            terms: ["downdog"], aliases: ["downward dog", "downward facing dog"],
            reason: "The yoga name of the catalog's Downdog.", reaches: ["4-point-to-downdog"]),
    ]

    /// Core moves.
    static let core: [SynonymEntry] = [
        SynonymEntry(
            terms: ["hollow hold"], aliases: ["hollow body hold", "hollow body"],
            reason: "A hollow body hold is the catalog's Hollow Hold.", reaches: ["hollow-hold"]),
        SynonymEntry(
            terms: ["flutter kick"], aliases: ["scissor kick", "scissors"],
            reason: "Gyms call flutter kicks scissor kicks.",
            reaches: ["flutter-kicks", "bosu-flutter-kicks"]),
        SynonymEntry(
            terms: ["v up"], aliases: ["jackknife", "jack knife", "v sit up"],
            reason: "A jackknife sit-up is the catalog's (Full) V-Up.",
            reaches: ["full-v-up", "dumbbell-full-v-up"]),
        SynonymEntry(
            terms: ["v up hold"], aliases: ["boat hold", "boat pose", "v sit"],
            reason: "Boat pose and the V-sit hold the top of a V-Up.", reaches: ["v-up-hold"]),
        SynonymEntry(
            terms: ["rollout"], aliases: ["ab wheel", "ab roller", "ab wheel rollout"],
            reason: "The ab wheel's move is the catalog's Rollout.",
            reaches: ["rollout", "kneeling-roll-out", "strap-rollout"]),
        SynonymEntry(
            terms: ["pallof press"], aliases: ["anti rotation press", "antirotation press"],
            reason: "The Pallof press is the anti-rotation press.", reaches: ["strap-pallof-press"]),
        SynonymEntry(
            terms: ["low to high lift", "low to high chop", "reverse chop"],
            aliases: [
                "reverse woodchop", "reverse wood chop", "reverse woodchopper", "low to high woodchop",
            ],
            reason:
                "The catalog names the upward chop \"Low To High Lift (Reverse Chop)\" and \"Low to High Chop (aka Lift)\".",
            reaches: ["low-to-high-lift-reverse-chop", "standing-low-to-high-reverse-chop-aka-lift"]),
        SynonymEntry(
            terms: ["back extension"], aliases: ["hyperextension", "hyper", "back hyper"],
            reason: "Gyms call the back extension a hyperextension or hyper.",
            reaches: ["back-extension", "bosu-back-extension"]),
        SynonymEntry(
            terms: ["burpee no push up"], aliases: ["half burpee", "no push up burpee", "no pushup burpee"],
            reason: "A burpee without the push-up; the catalog names it \"Burpee (No Push Up aka Up Down)\".",
            reaches: ["burpee-no-push-up-aka-up-down"]),
        SynonymEntry(
            terms: ["full burpee"], aliases: ["burpee with push up", "burpee w push up", "push up burpee"],
            reason:
                "A burpee with the push-up at the bottom, as coaches write it (\"burpees w/ push up\"); the "
                + "catalog calls it the full burpee: \"Full Burpee\", \"BOSU Full Burpee\".",
            reaches: ["full-burpee", "bosu-full-burpee"]),
    ]

    /// Lunges and split squats.
    static let lunges: [SynonymEntry] = [
        SynonymEntry(
            terms: ["cross back lunge"], aliases: ["curtsy", "curtsey", "curtsy lunge"],
            reason: "A curtsy lunge steps the leg back and across: the catalog's Cross-Back Lunge.",
            reaches: ["cross-back-lunge", "front-loaded-ipsilateral-cross-back-lunge"]),
        SynonymEntry(
            terms: ["reverse lunge"], aliases: ["rear lunge", "step back lunge"],
            reason: "Lunging backwards is the catalog's Reverse Lunge.",
            reaches: ["reverse-lunge", "alternating-reverse-lunge"]),
        SynonymEntry(
            terms: ["lateral"], aliases: ["side"],
            reason:
                "Side lunges, side raises and side step-ups are the catalog's lateral ones; \"side\" keeps "
                + "its own matches (Side Plank) first.",
            reaches: ["lateral-lunge", "lateral-raise"]),
        SynonymEntry(
            terms: ["split stance"], aliases: ["kickstand", "b stance", "staggered stance", "staggered"],
            reason: "Kickstand, B-stance and staggered stance are the catalog's split stance.",
            reaches: ["split-stance-deadlift", "split-stance-reverse-fly"]),
    ]

    /// Squats and hinges.
    static let squats: [SynonymEntry] = [
        SynonymEntry(
            terms: ["sumo squat"], aliases: ["plie squat", "plie"],
            reason: "A plié squat is a wide-stance sumo squat.", reaches: ["sumo-squat"]),
        SynonymEntry(
            terms: ["single leg deadlift"], aliases: ["sldl", "slrdl"],
            reason: "SLDL run together abbreviates single leg deadlift.", reaches: ["single-leg-deadlift"]),
        SynonymEntry(
            terms: ["clam"], aliases: ["clamshell", "clam shell"],
            reason: "Clamshells are the catalog's Clams.", reaches: ["mid-band-clam"]),
        SynonymEntry(
            terms: ["goblet squat"], aliases: ["goblet"],
            reason: "A workout line of \"goblets\" means goblet squats.", reaches: ["goblet-squat"]),
    ]

    /// Carries, which the catalog does as marches in place.
    static let carries: [SynonymEntry] = [
        SynonymEntry(
            terms: ["farmer march in place"], aliases: ["farmer carry", "farmer walk"],
            reason: "The studio's farmer carry is done in place: the catalog's Farmer's March In Place.",
            reaches: ["farmers-march-in-place"]),
        SynonymEntry(
            terms: ["single arm march in place"],
            aliases: [
                "suitcase carry", "suitcase march", "suitcase walk", "single arm carry", "one arm carry",
            ],
            reason: "A suitcase carry holds one weight at the side: the catalog's Single Arm March in Place.",
            reaches: ["single-arm-march-in-place"]),
        SynonymEntry(
            terms: ["overhead single arm march in place", "overhead alternating march in place"],
            aliases: ["waiter carry", "waiter walk", "waiter march", "overhead carry"],
            reason:
                "A waiter carry holds the weight overhead: the catalog's Overhead Single Arm March in Place.",
            reaches: ["overhead-single-arm-march-in-place", "ybell-overhead-alternating-march-in-place"]),
    ]

    /// Rows, flys and pulls.
    static let pulls: [SynonymEntry] = [
        SynonymEntry(
            terms: ["reverse fly"], aliases: ["rear delt fly", "rear fly", "bent over fly"],
            reason: "A rear-delt fly is the catalog's Reverse Fly.",
            reaches: ["reverse-fly", "split-stance-reverse-fly"]),
        SynonymEntry(
            terms: ["hamstring curl"], aliases: ["leg curl", "lying leg curl"],
            reason: "A leg curl curls the heels to the hamstrings: the catalog's Strap Hamstring Curl.",
            reaches: ["strap-hamstring-curl"]),
    ]

    /// Presses and push-ups.
    static let presses: [SynonymEntry] = [
        SynonymEntry(
            terms: ["chest press"], aliases: ["bench press", "flat bench press"],
            reason: "A dumbbell bench press is the catalog's Chest Press.",
            reaches: ["chest-press", "low-bench-chest-press"]),
        SynonymEntry(
            terms: ["bench triceps extension", "bench alternating triceps extension"],
            aliases: ["skull crusher", "skullcrusher", "lying triceps extension"],
            reason: "Skull crushers are triceps extensions lying on a bench.",
            reaches: ["bench-triceps-extension", "bench-alternating-triceps-extension"]),
        SynonymEntry(
            terms: ["triceps push up"], aliases: ["diamond push up", "diamond pushup", "close grip push up"],
            reason: "A diamond (close-grip) push-up is the catalog's Triceps Push-Up.",
            reaches: ["triceps-push-up", "bench-triceps-push-up"]),
        SynonymEntry(
            terms: ["power"], aliases: ["plyo", "plyometric"],
            reason: "The catalog says \"power\" for a plyometric move: Bench Power Push-Up.",
            reaches: ["bench-power-push-up", "floor-power-push-ups"]),
        SynonymEntry(
            terms: ["explosive"], aliases: ["plyo", "plyometric"],
            reason: "The catalog marks plyometric versions \"(Explosive)\".",
            reaches: ["push-up-explosive-to-alternating-high-side-plank", "low-row-explosive"]),
    ]

    /// Arm moves named by one word.
    static let arms: [SynonymEntry] = [
        SynonymEntry(
            terms: ["hammer curl"], aliases: ["hammer"],
            reason: "A workout line of \"hammers\" means hammer curls.", reaches: ["hammer-curl"])
    ]

    /// Body parts and goals: short and slang names of the catalog's muscle tags.
    static let bodyParts: [SynonymEntry] = [
        SynonymEntry(
            terms: ["glute"], aliases: ["butt", "booty", "bum", "backside"],
            reason: "Everyday words for the glutes tag; \"Butt Kicks\" keeps its own match first.",
            reaches: ["glute-bridge", "hip-bridge"]),
        SynonymEntry(
            terms: ["forearm"], aliases: ["arm", "grip strength"],
            reason: "Arms and grip work include the forearms tag.", reaches: ["hammer-curl"]),
        SynonymEntry(
            terms: ["oblique"], aliases: ["love handle", "side ab", "side abs"],
            reason: "Love handles and side abs are the obliques tag.",
            reaches: ["side-plank", "low-side-plank"]),
        SynonymEntry(
            terms: ["adductor", "inner thigh"], aliases: ["groin"],
            reason: "The groin muscles are the adductors (tags \"adductors\", \"inner thighs\").",
            reaches: ["sumo-squat", "speed-skater-with-power"]),
        SynonymEntry(
            terms: ["lower back"], aliases: ["low back"],
            reason: "Low back is the lower back tag.", reaches: ["back-extension", "good-morning"]),
    ]
}
