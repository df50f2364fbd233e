import CatalogTestSupport
import Foundation
import Testing

/// The built `otf` against catalogs whose text carries control and format characters, thumbnails that
/// are not JPEGs, edits a snapshot stamp could miss, and pasted escape sequences: what a face shows is
/// what every face accepts.
@Suite struct HostileCatalogDataEndToEndTests {
    /// An exercise record with one video; the strings are written into the JSON as given, so `\u001b`
    /// stays a JSON escape.
    private static func record(
        id: String, name: String = "Goblet Squat", muscles: String = "glutes", equipment: String = "dumbbell",
        video: String
    ) -> String {
        """
        {"id": "\(id)", "exercise_name": "\(name)", "category": "lower_body",
         "muscle_groups": ["\(muscles)"], "equipment": ["\(equipment)"], "movement_type": "compound",
         "coaching_cues": ["Chest up"], "videos": [\(CatalogFixtures.videoJSON(id: video))]}
        """
    }

    /// Five records: a clean one, then an equipment tag with a CSI, an id with a CSI, a muscle with a
    /// zero-width space, and a name with an OSC and a left-to-right mark (cleaned, kept).
    private static let hostileRecords = [
        record(id: "goblet-squat", video: "ig_A1"),
        record(id: "band-row", equipment: "dumbbell\\u001b[5m", video: "ig_A2"),
        record(id: "evil\\u001b[2J-id", video: "ig_A3"),
        record(id: "glute-bridge", muscles: "glutes\\u200b", video: "ig_A4"),
        record(id: "sneaky-row", name: "Sneaky\\u001b]0;pwned\\u0007 Row\\u200e", video: "ig_A5"),
    ]

    /// The problems the loader reports for ``hostileRecords``, as `otf catalog verify` prints them.
    private static let hostileProblems = [
        "exercises.json: record 1 (id \"band-row\"), field equipment[0]: holds a control or format "
            + "character (U+001B): \"dumbbell\\u{1B}[5m\"",
        "exercises.json: record 2, field id: is not a slug-safe id (letters, digits, \"-\", \"_\" and "
            + "\".\", not starting with \"-\" or \".\"): \"evil\\u{1B}[2J-id\"",
        "exercises.json: record 3 (id \"glute-bridge\"), field muscle_groups[0]: holds a control or format "
            + "character (U+200B): \"glutes\\u{200B}\"",
    ]

    /// A catalog folder (no manifest, so `--catalog` reads the JSON) holding ``hostileRecords``.
    private func hostileCatalog(in folder: TemporaryFolder) throws -> String {
        let path = folder.appending("hostile")
        try CatalogFolderFixture.writeCatalogFolder(
            at: path, json: CatalogFolderFixture.document(Self.hostileRecords), thumbnails: [:])
        return path
    }

    /// The ids a `otf search --ids` table lists: the first word of each row (a row whose id is too
    /// wide has it on a line of its own, then the rest indented).
    private func listedIDs(_ table: String) -> [String] {
        let lines = table.split(separator: "\n").map(String.init)
        return lines.dropFirst().dropLast().filter { !$0.hasPrefix(" ") }.compactMap {
            $0.split(separator: " ").first.map(String.init)
        }
    }

    @Test func verifyAndImportReportEveryHostileTagAndIDAsAnError() throws {
        let folder = try TemporaryFolder()
        let web = folder.appending("web")
        try CatalogFolderFixture.writeWebCheckout(
            at: web, json: CatalogFolderFixture.document(Self.hostileRecords), thumbnails: [:])

        let verified = try OTFBinary.run(["catalog", "verify", web])
        #expect(verified.status == 1)
        let errors = verified.text.split(separator: "\n").filter { $0.hasPrefix("error: ") }.map {
            String($0.dropFirst("error: ".count))
        }
        #expect(errors == Self.hostileProblems)

        let imported = try OTFBinary.run(["catalog", "import", web, "--into", folder.appending("c")])
        #expect(imported.status == 1)
        for problem in Self.hostileProblems {
            #expect(imported.error.contains(problem), "\(imported.error)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appending("c")))
    }

    @Test func everyValueShownIsAValueAccepted() throws {
        let folder = try TemporaryFolder()
        let catalog = try hostileCatalog(in: folder)

        let equipment = try OTFBinary.run(["completions", "--values", "equipment", "--catalog", catalog])
        #expect(equipment.status == 0, "\(equipment.error)")
        #expect(equipment.text == "dumbbell\n")
        let muscles = try OTFBinary.run(["completions", "--values", "muscle", "--catalog", catalog])
        #expect(muscles.text == "glutes\n")
        for value in ["dumbbell", "glutes"] {
            let option = value == "dumbbell" ? "--equipment" : "--muscle"
            let search = try OTFBinary.run(["search", "--ids", option, value, "--catalog", catalog])
            #expect(search.status == 0, "\(search.error)")
            #expect(listedIDs(search.text).sorted() == ["goblet-squat", "sneaky-row"])
        }

        let all = try OTFBinary.run(["search", "--ids", "--limit", "100", "--catalog", catalog])
        #expect(all.status == 0, "\(all.error)")
        #expect(listedIDs(all.text).sorted() == ["goblet-squat", "sneaky-row"])
        for id in listedIDs(all.text) {
            #expect(try OTFBinary.run(["show", id, "--catalog", catalog]).status == 0)
        }

        let shown = try OTFBinary.run(["show", "sneaky-row", "--json", "--catalog", catalog])
        let object = try #require(try JSONSerialization.jsonObject(with: shown.output) as? [String: Any])
        #expect(object["exercise_name"] as? String == "Sneaky Row")
        #expect(!shown.text.contains("\\u200E") && !shown.text.contains("pwned"))
    }

    @Test func importRefusesAThumbnailThatIsNotAJPEGInVerifysWords() throws {
        let folder = try TemporaryFolder()
        let web = folder.appending("web")
        try CatalogFolderFixture.writeOneThumbnailWebCheckout(
            at: web, thumbnail: Array("GIF89a, not a JPEG".utf8))
        let problem =
            "exercises.json: record 0 (id \"goblet-squat\"), field videos[0].thumbnail: thumbnail a.jpg is "
            + "not a JPEG (it starts with 47 49 46, not FF D8 FF)"

        let verified = try OTFBinary.run(["catalog", "verify", web])
        #expect(verified.status == 1)
        #expect(verified.text.contains("error: " + problem + "\n"), "\(verified.text)")

        let imported = try OTFBinary.run(["catalog", "import", web, "--into", folder.appending("c")])
        #expect(imported.status == 1)
        #expect(imported.error.contains(problem), "\(imported.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.appending("c")))
    }

    @Test func importRefusesALinkVerifyRefusesInVerifysWords() throws {
        let folder = try TemporaryFolder()
        let web = folder.appending("web")
        let video = CatalogFolderFixture.videoJSON(
            id: "ig_A1", thumbnail: "", url: "https://evil.example/reel/ig_A1/")
        try CatalogFolderFixture.writeWebCheckout(
            at: web,
            json: CatalogFolderFixture.document([
                CatalogFixtures.exerciseJSON(id: "goblet-squat", videos: video)
            ]),
            thumbnails: [:])

        let verified = try OTFBinary.run(["catalog", "verify", web])
        #expect(verified.status == 1)
        let problem = try #require(
            verified.text.split(separator: "\n").first {
                $0.hasPrefix("error: ") && $0.contains("link refused")
            })

        let imported = try OTFBinary.run(["catalog", "import", web, "--into", folder.appending("c")])
        #expect(imported.status == 1)
        #expect(imported.error.contains(problem.dropFirst("error: ".count)), "\(imported.error)")
    }

    @Test func aSameSizeEditWithItsModificationTimePutBackIsNotServedFromTheSnapshot() throws {
        let folder = try TemporaryFolder()
        let web = folder.appending("web")
        try CatalogFolderFixture.writeWebCheckout(
            at: web,
            json: CatalogFolderFixture.document([CatalogFixtures.exerciseJSON(id: "goblet-squat")]),
            thumbnails: [:])
        let catalog = folder.appending("c")
        let imported = try OTFBinary.run(["catalog", "import", web, "--into", catalog])
        #expect(imported.status == 0, "\(imported.error)")
        let environment = ["OTF_CATALOG": catalog]
        #expect(
            listedIDs(try OTFBinary.run(["search", "--ids", "goblet"], environment: environment).text) == [
                "goblet-squat"
            ])

        let path = catalog + "/exercises.json"
        var before = stat()
        #expect(stat(path, &before) == 0)
        let original = try CatalogFolderFixture.read(path)
        let edited = String(decoding: original, as: UTF8.self).replacingOccurrences(
            of: "Goblet Squat", with: "Goblet Sqxat")
        #expect(edited.utf8.count == original.count)
        try Data(edited.utf8).write(to: URL(fileURLWithPath: path))
        var times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)

        let search = try OTFBinary.run(["search", "--ids", "sqxat"], environment: environment)
        #expect(listedIDs(search.text) == ["goblet-squat"], "\(search.text)")
        let verified = try OTFBinary.run(["catalog", "verify"], environment: environment)
        #expect(verified.status == 1)
        #expect(verified.text.contains("SHA-256"))
        #expect(!verified.text.contains("search snapshot: current"), "\(verified.text)")
    }

    @Test func aPastedOSCSequenceIsDroppedWholeByTheWorkoutReader() throws {
        let folder = try TemporaryFolder()
        try folder.write("\u{1B}]0;title\u{7} 8 trx low row\n8 trx\u{200E} low row\n", to: "w.txt")
        let result = try OTFBinary.run(["workout", "--json", folder.appending("w.txt")])
        #expect(result.status == 0, "\(result.error)")
        let object = try #require(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
        let lines = try #require(object["lines"] as? [[String: Any]])
        #expect(lines.map { $0["line"] as? String } == ["8 trx low row", "8 trx low row"])
        #expect(
            lines.map { ($0["match"] as? [String: Any])?["name"] as? String } == [
                "TRX Low Row", "TRX Low Row",
            ])
        let table = try OTFBinary.run(["workout", folder.appending("w.txt")])
        #expect(!table.text.contains("title") && !table.text.contains("\u{200E}"), "\(table.text)")
    }
}
