import ExerciseCatalog
import ExerciseSearch
import Testing

@testable import ExerciseDirectory

/// The model side of what the iPhone app shows a person: launch arguments, the count announcement, the
/// empty state's "Clear filters", chip labels and the thumbnail cache's cost.
@MainActor
@Suite struct AppBehaviourTests {
    private func sample() -> DirectoryModel {
        DirectoryModel(execution: .immediate) { SampleCatalog.load() }
    }

    @Test("what a phone shows about the sample names no command to run")
    func phoneWording() throws {
        let model = sample()
        model.loadNow()
        let banner = try #require(model.sampleBanner)
        let description = try #require(model.about).appCatalogDescription
        for text in [banner, description] {
            #expect(!text.contains("otf ") && !text.contains("`") && !text.contains("import"), "\(text)")
        }
        #expect(
            try #require(model.about).catalogDescription.contains("`otf catalog import`"), "the terminal's")
    }

    @Test("launch arguments count in a Debug build only")
    func debugOnlyArguments() {
        let arguments = ["/app", "-screenshotQuery", "goblet squat", "-screenshotAbout", "YES"]
        #expect(LaunchOptions(arguments: arguments, isDebugBuild: true).query == "goblet squat")
        #expect(LaunchOptions(arguments: arguments, isDebugBuild: true).showsAbout)
        #expect(LaunchOptions(arguments: arguments, isDebugBuild: false).isEmpty)
    }

    @Test("launch options wait for the catalog and survive a failed load and Try Again")
    func optionsSurviveRetry() async {
        final class Attempts: @unchecked Sendable {
            var count = 0
        }
        struct Unreadable: Error {}
        let attempts = Attempts()
        let model = DirectoryModel(execution: .immediate) {
            attempts.count += 1
            if attempts.count == 1 { throw Unreadable() }
            return SampleCatalog.load()
        }
        model.request(
            LaunchOptions(arguments: ["-screenshotQuery", "goblet", "-screenshotExercise", "dead-bug"]))
        await model.load()
        #expect(model.query == "")
        #expect(model.path.isEmpty)
        await model.retry()
        #expect(model.query == "goblet")
        #expect(model.path == [.detail(id: "dead-bug")])
        await model.retry()
        #expect(model.path == [.detail(id: "dead-bug")], "applied once, not again on a later load")
    }

    @Test("the count is announced once typing pauses, not per keystroke, and not when unchanged")
    func announcer() {
        let start = ContinuousClock.now
        var announcer = CountAnnouncer()
        announcer.resultsChanged(to: "21 exercises", at: start)
        #expect(announcer.announcement(at: start + .seconds(5)) == nil, "the opening count is not announced")
        announcer.resultsChanged(to: "3 exercises", at: start + .milliseconds(100))
        announcer.resultsChanged(to: "1 exercise", at: start + .milliseconds(300))
        #expect(announcer.announcement(at: start + .milliseconds(900)) == nil, "600 ms after the last key")
        #expect(announcer.announcement(at: start + .milliseconds(1050)) == "1 exercise")
        #expect(announcer.announcement(at: start + .milliseconds(2000)) == nil, "announced once")
        announcer.resultsChanged(to: "1 exercise", at: start + .milliseconds(2100))
        #expect(announcer.announcement(at: start + .seconds(4)) == nil, "same count, nothing new to say")
    }

    @Test("the model reports each applied search and hands out the announcement after the pause")
    func modelAnnouncement() {
        let model = sample()
        model.loadNow()
        let loaded = model.resultsVersion
        model.query = "goblet"
        #expect(model.resultsVersion == loaded + 1)
        #expect(model.dueCountAnnouncement(at: .now) == nil, "typing has not paused yet")
        #expect(model.dueCountAnnouncement(at: .now + .seconds(1)) == model.resultCountAnnouncement)
    }

    @Test("the empty state offers Clear filters only while filters are on")
    func clearFilters() throws {
        let model = sample()
        model.loadNow()
        model.query = "qqqqzzzzxxxx"
        #expect(try #require(model.emptyState).clearFiltersLabel == nil)
        model.toggle("lower_body", in: .category)
        #expect(try #require(model.emptyState).clearFiltersLabel == "Clear filters")
        model.clearAll()
        #expect(try #require(model.emptyState).clearFiltersLabel == nil)
    }

    @Test("a chip's VoiceOver label says that tapping removes the filter")
    func chipLabel() throws {
        let model = sample()
        model.loadNow()
        model.toggle("dumbbell", in: .equipment)
        #expect(try #require(model.chips.first).accessibilityLabel == "Remove filter Dumbbell")
    }

    @Test("the thumbnail cache is bounded by bytes: 48 MiB, an image costs its rows times its row bytes")
    func cacheCost() {
        #expect(ThumbnailCachePolicy.byteLimit == 50_331_648)
        #expect(ThumbnailCachePolicy.cost(bytesPerRow: 1056, height: 330) == 348_480)
        #expect(ThumbnailCachePolicy.cost(bytesPerRow: -4, height: 10) == 0)
    }
}
