/// The words a workout line is sorted by, in lower case (Documentation/Workouts.md).
enum WorkoutVocabulary {
    /// Words that name a part of a class, never a move; a header needs one of them.
    static let headerWords: Set<String> = [
        "block", "blocks", "station", "stations", "floor", "round", "rounds", "rnd", "rnds", "rd", "rds",
        "circuit", "circuits", "week", "day", "part", "section", "superset", "set", "sets", "emom", "amrap",
        "tabata", "rft", "warmup", "warm", "warm-up", "cooldown", "cool", "cool-down", "finisher",
        "strength", "endurance", "power", "esp", "ladder", "interval", "intervals", "through", "times",
        "time", "weight", "weights", "room", "template", "class", "workout", "today", "todays", "today's",
        "partner", "partners", "upper", "lower", "full", "body", "core", "abs", "cardio",
    ]
    /// Words a header may hold besides its header words, which make no header on their own.
    static let headerFillers: Set<String> = ["x", "and", "of", "for", "up", "down"]
    /// Words of an interval's timing: "30 on / 30 off", "45s work / 15s rest".
    static let intervalWords: Set<String> = ["on", "off", "work"]
    /// Words that start a rest line.
    static let restWords: Set<String> = [
        "rest", "recover", "recovery", "break", "water", "transition", "hydrate",
    ]
    /// Words that always start a machine line: the treadmill's names (``EquipmentNames/treadmill``),
    /// singular or plural.
    static let treadWords = Set(EquipmentNames.treadmill.names.flatMap { [$0, $0 + "s"] })
    /// Words that start a machine line when a ":", a distance, a time or a pace follows: every other
    /// one-word name or context word of a machine in ``EquipmentNames``, the ski erg's, which the
    /// catalog tags nothing with, and what a tread block says it does (run, jog, walk).
    static let machineWords = Set(
        EquipmentNames.entries.filter { $0.kind == .machine }.flatMap { $0.names + $0.contextWords }
            .filter { !$0.contains(" ") } + ["ski", "run", "jog", "walk"]
    ).subtracting(treadWords)
    /// Words of a pace or effort on a machine.
    static let paceWords: Set<String> = [
        "push", "base", "pace", "all", "out", "incline", "mph", "spm", "watts", "sprint", "recovery",
    ]
    /// Units and counting words, dropped wherever they stand.
    static let unitWords: Set<String> = [
        "rep", "reps", "sec", "secs", "second", "seconds", "s", "min", "mins", "minute", "minutes", "m",
        "meter", "meters", "metre", "metres", "km", "mi", "mile", "miles", "cal", "cals", "calorie",
        "calories", "lb", "lbs", "kg", "kgs", "pound", "pounds", "kilo", "kilos", "x", "×", "r/l", "l/r",
        "rl", "lr", "e/s", "es", "ea", "each", "total", "round", "rounds", "set", "sets",
        // "each arm", as "e/s" is "each side"; a lone R or L is the side a count is for ("side plank R
        // / :30 L"), which no move's name is.
        "e/a", "r", "l",
    ]
    /// Units of time, alone ("1 min") or after a number ("45s", "30sec").
    static let timeUnits: Set<String> = [
        "s", "sec", "secs", "second", "seconds", "min", "mins", "minute", "minutes",
    ]
    /// Units of distance or energy, alone ("2 mi") or after a number ("300m", "20cal").
    static let distanceUnits: Set<String> = [
        "m", "meter", "meters", "metre", "metres", "k", "km", "mi", "mile", "miles", "cal", "cals",
    ]
    /// Units that count something only right after a number: "20 steps", "40 yds".
    static let countedUnits: Set<String> = [
        "steps", "yd", "yds", "yard", "yards", "ft", "feet", "lap", "laps",
    ]
    /// Effort and load notes, dropped wherever they stand.
    static let noteWords: Set<String> = [
        "heavy", "heavier", "moderate", "medium", "light", "lighter", "max", "easy", "hard", "bw", "failure",
        "fatigue", "amrap",
    ]
    /// Words that lead into an effort note: "to failure", "until fatigue".
    static let noteLeads: Set<String> = ["to", "till", "until"]
    /// Words that, before a side word, say the count is per side: "each side", "ea leg", "per arm".
    static let sideLeads: Set<String> = ["each", "ea", "per"]
    /// Words saying the sides take turns: the terms of the synonym table's entry for alternating.
    ///
    /// Exercise names include them only sometimes: "Bird Dog 10 alt" is "Bird Dog", "Alt Reverse Lunge"
    /// "Alternating Reverse Lunge".
    static let alternatingWords = Set(SynonymTable.terms(sameAs: "alternating"))
    /// Words of a name that say its entry shows several forms of a move, folded: "(Hang Power) Clean
    /// Options", "Bench Ipsilateral High Row Variations".
    static let formWords: Set<String> = [
        "option", "options", "variation", "variations", "progression", "progressions", "modification",
        "modifications", "regression", "regressions",
    ]
    /// One-word names of the catalog's kit (``EquipmentNames``), singular or plural.
    ///
    /// "trx", "dbs", "bench": a header may hold them ("TRX STATION"), and a bracket of them is a move's setup.
    static let kitWords = Set(
        (EquipmentNames.entries + [EquipmentNames.treadmill]).flatMap(\.names).filter { !$0.contains(" ") }
            .flatMap { [$0, $0 + "s", $0 + "es"] } + ["band", "bands", "box", "step", "wall", "ball"])
    /// Words of a move's setup, which a bracket may hold instead of a note.
    ///
    /// "(incline) push up", "Row (single arm)": a bracket of only these and kit words is kept as words of the move.
    static let setupWords: Set<String> = [
        "incline", "decline", "kneeling", "half", "tall", "standing", "seated", "sitting", "supine", "prone",
        "elevated", "floor", "staggered", "split", "wide", "narrow", "close", "grip", "neutral", "single",
        "double", "arm", "leg", "alternating", "alt", "sa", "sl", "low", "high", "mid", "banded", "weighted",
        "offset", "suitcase", "reverse", "lateral", "front", "overhead", "oh", "hi", "lo", "+", "&", "and",
        // What rests on the kit: "(shoulders on)", "(feet on)", "(hands on bench)".
        "shoulders", "shoulder", "feet", "foot", "hands", "hand", "knees", "knee", "on",
    ]
    /// Words that join a move to the kit it is done on, to or with: "on the BOSU", "to bench", "w/ DB".
    ///
    /// The kit words right after one (an article between them aside) are the move's setup, as a bracket
    /// of them would be.
    static let setupJoins: Set<String> = ["on", "onto", "to", "w", "with"]
    /// Words saying a position is held, before a move joined with one of ``moveJoins``.
    ///
    /// "Bear plank hold w/ alt. low row" is a low row done from a bear plank, which the catalog may
    /// name without "hold": a line finding no match with it is searched again without it.
    static let holdWords: Set<String> = ["hold"]
    /// Words joining a held position to the move done in it: "w/", "with".
    static let moveJoins: Set<String> = ["w", "with"]
    /// Articles that may stand between a setup join and its kit: "on the BOSU".
    static let articles: Set<String> = ["the", "a", "an"]
    /// Phrases that may end a name saying where the move stays, not which move it is: "Farmer's March In
    /// Place" is a march.
    static let placePhrases: Set<String> = ["in place"]
    /// Words of a name saying its move lacks what follows: "Burpee (No Push Up aka Up Down)".
    static let negationWords: Set<String> = ["no", "without"]
    /// Words of a name that join two moves done in turn: "Clean to Thruster", "Squat to Press".
    static let comboJoins: Set<String> = ["to"]
    /// Words before a limb word that say it is one limb: "1-leg DL", "one-arm row"; written as the
    /// catalog's "single".
    static let oneLimbCounts: Set<String> = ["1", "one"]
    /// The limbs a one-limb count may stand before.
    static let limbs: Set<String> = ["leg", "arm"]
    /// Words naming the side a count is for: "each side", "10/arm".
    static let sideWords: Set<String> = ["side", "sides", "leg", "legs", "arm", "arms", "way", "direction"]
}
