public import ExerciseCatalog

/// Which demo of an exercise `otf open` opens, and whether its link may be opened.
///
/// Demos are numbered from 1 in the exercise's order, as `otf show` lists them; the link must pass
/// ``Catalog/openableLink(for:)`` (the allow-list, and never for the sample).
public enum DemoChoice: Sendable, Equatable {
    /// Demo `number` of the exercise may be opened at `url`.
    case open(url: String, video: Video, number: Int)
    /// Demo `number`'s link fails the allow-list for `reason`.
    case refused(reason: String, video: Video, number: Int)
    /// The exercise has no demo `number`; `count` is how many it has.
    case noSuchDemo(number: Int, count: Int)

    /// The choice for demo `number` (from 1) of `exercise` in `catalog`.
    public static func choose(_ number: Int, of exercise: Exercise, in catalog: Catalog) -> DemoChoice {
        guard number >= 1, number <= exercise.videos.count else {
            return .noSuchDemo(number: number, count: exercise.videos.count)
        }
        let video = exercise.videos[number - 1]
        switch catalog.openableLink(for: video) {
        case .allowed(let url): return .open(url: url, video: video, number: number)
        case .refused(let reason): return .refused(reason: reason, video: video, number: number)
        }
    }

    /// Why there is no demo `number` among `count`, such as "no demo 3: it has 2 demos (--video 1 to 2)".
    public static func noSuchDemoMessage(number: Int, count: Int) -> String {
        "no demo \(number): "
            + (count == 0 ? "it has none" : "it has \(Wording.demoCount(count)) (--video 1 to \(count))")
    }
}
