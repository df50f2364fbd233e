import CatalogTestSupport
import ExerciseCatalog
import Foundation
import Testing

@Suite struct CatalogStatsTests {
    private let fixture = [
        ModelFixtures.exercise(
            id: "goblet-squat", name: "Goblet Squat",
            videos: [
                ModelFixtures.video("ig_1", thumbnail: "/thumbs/one.jpg"),
                ModelFixtures.video("tt_2", source: .tiktok),
                ModelFixtures.video("ig_3", thumbnail: "/thumbs/gone.jpg", creator: ModelFixtures.austin),
            ]),
        ModelFixtures.exercise(id: "no-videos", name: "No Videos"),
        ModelFixtures.exercise(
            id: "deadbug", name: "Deadbug",
            videos: [
                ModelFixtures.video("tt_4", source: .tiktok, thumbnail: "/thumbs/four.jpg"),
                ModelFixtures.video("tt_5", source: .tiktok, creator: ModelFixtures.austin),
            ]),
    ]

    @Test func countsAHandMadeCatalog() {
        var asked: [String] = []
        let stats = CatalogStats(exercises: fixture) { thumbnail in
            asked.append(thumbnail)
            return thumbnail != "/thumbs/gone.jpg"
        }
        let expected = CatalogStats(
            exercises: 3, videos: 5, instagramVideos: 2, tiktokVideos: 3, creators: 2, videosWithThumbnail: 3,
            thumbnailFilesPresent: 2, thumbnailFilesMissing: 1, videosWithoutThumbnail: 2)
        #expect(stats == expected)
        #expect(asked == ["/thumbs/one.jpg", "/thumbs/gone.jpg", "/thumbs/four.jpg"])
    }

    @Test func countsAnEmptyCatalog() {
        let stats = CatalogStats(exercises: []) { _ in true }
        let expected = CatalogStats(
            exercises: 0, videos: 0, instagramVideos: 0, tiktokVideos: 0, creators: 0, videosWithThumbnail: 0,
            thumbnailFilesPresent: 0, thumbnailFilesMissing: 0, videosWithoutThumbnail: 0)
        #expect(stats == expected)
    }

    @Test func encodesSnakeCaseKeysAndDecodesThemBack() throws {
        let stats = CatalogStats(
            exercises: 1, videos: 2, instagramVideos: 3, tiktokVideos: 4, creators: 5, videosWithThumbnail: 6,
            thumbnailFilesPresent: 7, thumbnailFilesMissing: 8, videosWithoutThumbnail: 9)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(stats), as: UTF8.self)
        #expect(
            json == #"{"creators":5,"exercises":1,"instagram_videos":3,"thumbnail_files_missing":8,"#
                + #""thumbnail_files_present":7,"tiktok_videos":4,"videos":2,"videos_with_thumbnail":6,"#
                + #""videos_without_thumbnail":9}"#)
        #expect(try JSONDecoder().decode(CatalogStats.self, from: Data(json.utf8)) == stats)
    }
}
