internal import ExerciseCatalog

/// Words in an exercise title that name an external load (a weight, band or strap to move).
///
/// Each term lists its forms (folded, see ``LintWords/folded(_:)``) and the neighbouring words that turn
/// it into a bodyweight move: "knee raise" and "arm swing" name no load, "press up" is a push-up.
struct LoadTerm: Sendable {
    /// The folded forms of the word.
    var forms: Set<String>
    /// Words right before it that make it a bodyweight move.
    var notAfter: Set<String> = []
    /// Words right after it that make it a bodyweight move.
    var notBefore: Set<String> = []
    /// When not empty, it names a load only right after one of these words ("triceps extension").
    var onlyAfter: Set<String> = []

    /// Every load term.
    static let all: [LoadTerm] = [
        LoadTerm(forms: ["curl", "curls"], notAfter: ["hamstring", "leg"]),
        LoadTerm(forms: ["press", "presses"], notBefore: ["up", "ups"]),
        LoadTerm(forms: ["goblet"]),
        LoadTerm(forms: ["clean", "cleans"], notBefore: ["up"]),
        LoadTerm(forms: ["swing", "swings"], notAfter: ["arm", "leg"]),
        LoadTerm(forms: ["deadlift", "deadlifts", "rdl", "rdls"]),
        LoadTerm(forms: ["raise", "raises"], notAfter: ["knee", "leg", "calf", "hip", "heel", "toe"]),
        LoadTerm(forms: ["kickback", "kickbacks"], notAfter: ["glute", "donkey"]),
        LoadTerm(forms: ["pullover", "pullovers"]),
        LoadTerm(forms: ["snatch", "snatches"]),
        LoadTerm(forms: ["thruster", "thrusters"]),
        LoadTerm(forms: ["halo", "halos"]),
        LoadTerm(forms: ["fly", "flys", "flies", "flyes"]),
        LoadTerm(forms: ["shrug", "shrugs"]),
        LoadTerm(forms: ["extension", "extensions"], onlyAfter: ["triceps", "tricep"]),
        LoadTerm(forms: ["weighted", "heavy", "loaded"]),
    ]

    /// True when the folded word at `index` of `words` names a load under this term.
    func matches(_ words: [String], at index: Int) -> Bool {
        guard forms.contains(words[index]) else {
            return false
        }
        let before = index > words.startIndex ? words[index - 1] : nil
        let after = index + 1 < words.endIndex ? words[index + 1] : nil
        if let before, notAfter.contains(before) {
            return false
        }
        if let after, notBefore.contains(after) {
            return false
        }
        if !onlyAfter.isEmpty {
            return before.map(onlyAfter.contains) ?? false
        }
        return true
    }
}
