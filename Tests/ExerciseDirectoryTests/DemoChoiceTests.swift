import CatalogTestSupport
import ExerciseCatalog
import ExerciseDirectory
import Testing

@Suite struct DemoChoiceTests {
    private let first = ModelFixtures.video("FIRST1")
    private var hostile: Video {
        var video = ModelFixtures.video("EVIL2")
        video.url = "https://www.instagram.com.evil.example/reel/EVIL2/"
        return video
    }
    private var exercise: Exercise {
        ModelFixtures.exercise(id: "goblet-squat", name: "Goblet Squat", videos: [first, hostile])
    }

    private func catalog(isSample: Bool) -> Catalog {
        Catalog(
            exercises: [exercise], origin: .directory(path: "/x"), thumbnailsDirectory: nil,
            isSample: isSample)
    }

    @Test("demo 1 is the first video, opened at its allow-listed address")
    func firstDemo() {
        #expect(
            DemoChoice.choose(1, of: exercise, in: catalog(isSample: false))
                == .open(url: "https://www.instagram.com/reel/FIRST1/", video: first, number: 1))
    }

    @Test("a link that fails the allow-list is refused with the reason")
    func hostileLink() {
        guard
            case .refused(let reason, let video, 2) = DemoChoice.choose(
                2, of: exercise, in: catalog(isSample: false))
        else {
            Issue.record("demo 2 is not refused")
            return
        }
        #expect(video == hostile)
        #expect(reason == LinkPolicy.evaluate(hostile.url, as: .video(.instagram)).refusalReason)
        #expect(!reason.isEmpty)
    }

    @Test("the sample's links are refused even when they pass the allow-list")
    func sampleLink() {
        #expect(
            DemoChoice.choose(1, of: exercise, in: catalog(isSample: true))
                == .refused(reason: Catalog.sampleLinkRefusal, video: first, number: 1))
    }

    @Test("a number past the last demo, or 0, is no demo, with how many there are")
    func noSuchDemo() {
        #expect(
            DemoChoice.choose(3, of: exercise, in: catalog(isSample: false))
                == .noSuchDemo(number: 3, count: 2))
        #expect(
            DemoChoice.choose(0, of: exercise, in: catalog(isSample: false))
                == .noSuchDemo(number: 0, count: 2))
        #expect(
            DemoChoice.noSuchDemoMessage(number: 3, count: 2) == "no demo 3: it has 2 demos (--video 1 to 2)")
        #expect(DemoChoice.noSuchDemoMessage(number: 1, count: 0) == "no demo 1: it has none")
    }
}
