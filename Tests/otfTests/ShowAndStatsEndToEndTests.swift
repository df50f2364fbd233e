import CatalogTestSupport
import Foundation
import Testing

@Suite struct ShowAndStatsEndToEndTests {
    @Test(TestCatalog.isRequired)
    func statsAndShowOnTheRealCatalog() throws {
        let catalog = try TestCatalog.directory()
        let stats = try OTFBinary.run(["stats", "--catalog", catalog, "--json"])
        #expect(stats.status == 0, "\(stats.error)")
        let counts = try #require(try JSONSerialization.jsonObject(with: stats.output) as? [String: Any])
        #expect(counts["exercises"] as? Int == 1_220)
        #expect(counts["videos"] as? Int == 1_953)
        #expect(counts["instagram_videos"] as? Int == 1_350)
        #expect(counts["tiktok_videos"] as? Int == 603)
        #expect(counts["creators"] as? Int == 2)
        #expect(counts["thumbnail_files_present"] as? Int == 1_202)
        #expect(counts["videos_without_thumbnail"] as? Int == 751)
        let show = try OTFBinary.run(["show", "goblet-squat", "--catalog", catalog])
        #expect(show.status == 0, "\(show.error)")
        #expect(show.text.hasPrefix("Goblet Squat\nid: goblet-squat\n"))
        #expect(show.text.contains("Watch on Instagram: https://www.instagram.com/"))
    }

    @Test func captionEscapeSequencesNeverReachTheTerminal() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "otf-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let record = #"""
            [{"id": "evil", "exercise_name": "Evil\u001b]0;pwned\u0007 Row", "category": "upper_body",
              "muscle_groups": ["back"], "equipment": [], "movement_type": "compound", "coaching_cues": [],
              "videos": [{"id": "ig_X", "url": "https://www.instagram.com/reel/X/", "source": "instagram",
                "thumbnail": "", "description": "Hi \u001b[2J\u001b[31mred\u009b1m",
                "creator": {"id": "c", "display_name": "C\u001b[5m", "handle": "c",
                            "profile_url": "https://www.instagram.com/c/"}}]}]
            """#
        try Data(record.utf8).write(to: folder.appendingPathComponent("exercises.json"))
        let result = try OTFBinary.run(["show", "evil", "--catalog", folder.path])
        #expect(result.status == 0, "\(result.error)")
        #expect(!result.output.contains(0x1B))
        #expect(!result.output.contains(0x07))
        #expect(!result.text.unicodeScalars.contains("\u{9B}"))
        #expect(result.text.hasPrefix("Evil Row\n"))
        #expect(result.text.contains("     │ Hi red\n"))
    }
}
