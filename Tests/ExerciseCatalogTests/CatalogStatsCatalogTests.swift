import CatalogTestSupport
import ExerciseCatalog
import Foundation
import Testing

@Suite(.enabled(if: TestCatalog.isConfigured, TestCatalog.skipMessage))
struct CatalogStatsCatalogTests {
    @Test func countsTheRealCatalog() throws {
        let thumbs = URL(fileURLWithPath: try TestCatalog.directory()).appendingPathComponent("public/thumbs")
        let catalog = try TestCatalog.load()
        let stats = CatalogStats(exercises: catalog.exercises) { thumbnail in
            let fileName = URL(fileURLWithPath: thumbnail).lastPathComponent
            return FileManager.default.fileExists(atPath: thumbs.appendingPathComponent(fileName).path)
        }
        let expected = CatalogStats(
            exercises: 1_220, videos: 1_953, instagramVideos: 1_350, tiktokVideos: 603, creators: 2,
            videosWithThumbnail: 1_202, thumbnailFilesPresent: 1_202, thumbnailFilesMissing: 0,
            videosWithoutThumbnail: 751)
        #expect(stats == expected)
    }
}
