internal import ExerciseCatalog

extension Wording {
    /// `n` with a comma between each group of three digits, as English writes it: 1220 → "1,220",
    /// -4500 → "-4,500" (``GroupedNumber``).
    public static func groupedNumber(_ n: Int) -> String {
        GroupedNumber.text(n)
    }

    /// The grouped number followed by `singular` when `n` is exactly 1, else `plural`.
    public static func count(_ n: Int, singular: String, plural: String) -> String {
        "\(groupedNumber(n)) \(n == 1 ? singular : plural)"
    }

    /// "1 demo", "2 demos", "0 demos".
    public static func demoCount(_ n: Int) -> String {
        count(n, singular: "demo", plural: "demos")
    }

    /// "1 video demo", "3 video demos".
    public static func videoDemoCount(_ n: Int) -> String {
        count(n, singular: "video demo", plural: "video demos")
    }

    /// "1 exercise", "1,220 exercises".
    public static func exerciseCount(_ n: Int) -> String {
        count(n, singular: "exercise", plural: "exercises")
    }

    /// "1 creator", "2 creators".
    public static func creatorCount(_ n: Int) -> String {
        count(n, singular: "creator", plural: "creators")
    }
}
