/// Reduces a folded word to the form it is indexed and matched under, so plurals meet their singular.
///
/// The rules are deliberately few, applied only to words of three or more ASCII letters, first match
/// wins:
/// 1. "-ies" → "-y" when at least two letters remain before it ("flies" → "fly", "hammies" → "hammy");
/// 2. "-sses", "-ches", "-shes", "-xes" drop "es" ("presses" → "press", "crunches" → "crunch");
/// 3. a final "s" is dropped unless it follows "s", "u" or "i" ("lunges" → "lunge", "ups" → "up",
///    "biceps" → "bicep", but "press", "focus" and "this" stay).
/// Both the index and the query go through the same rules, so an odd stem never hurts matching.
enum PluralFolding {
    /// The stem of a folded word.
    static func stem(_ word: String) -> String {
        Array(word.utf8).withUnsafeBufferPointer(stem(ofFolded:))
    }

    /// The stem of a folded word given as its UTF-8 bytes.
    static func stem(ofFolded bytes: UnsafeBufferPointer<UInt8>) -> String {
        let shape = stemShape(of: bytes)
        let kept = String(decoding: bytes[..<shape.keptBytes], as: UTF8.self)
        return shape.appendsY ? kept + "y" : kept
    }

    /// The stem of the folded UTF-8 `word`: how many of its leading bytes it keeps, and whether a "y"
    /// follows them ("flies" keeps 2 bytes and appends "y").
    static func stemShape(of word: UnsafeBufferPointer<UInt8>) -> (keptBytes: Int, appendsY: Bool) {
        let count = word.count
        guard count >= 3 else {
            return (count, false)
        }
        for byte in word where byte < UInt8(ascii: "a") || byte > UInt8(ascii: "z") {
            return (count, false)
        }
        let last = word[count - 1]
        let before = word[count - 2]
        guard last == UInt8(ascii: "s") else {
            return (count, false)
        }
        if count >= 5 && before == UInt8(ascii: "e") && word[count - 3] == UInt8(ascii: "i") {
            return (count - 3, true)
        }
        if before == UInt8(ascii: "e") && count >= 4 {
            let third = word[count - 3]
            let fourth = word[count - 4]
            let dropsES =
                (third == UInt8(ascii: "s") && fourth == UInt8(ascii: "s"))
                || (third == UInt8(ascii: "h")
                    && (fourth == UInt8(ascii: "c") || fourth == UInt8(ascii: "s")))
                || third == UInt8(ascii: "x")
            if dropsES {
                return (count - 2, false)
            }
        }
        if before != UInt8(ascii: "s") && before != UInt8(ascii: "u") && before != UInt8(ascii: "i") {
            return (count - 1, false)
        }
        return (count, false)
    }
}
