import CatalogTestSupport
import ExerciseCatalog
import Foundation
import Testing

@testable import CatalogMaintenance

@Suite struct TagCharactersTests {
    @Test(
        "everyday tags, muscle groups and creator ids pass, in any script",
        arguments: [
            "TRX straps", "y-bell", "medicine ball", "coachingotf", "jane.doe_2", "épaule", "腹筋", "9 lb",
        ])
    func everydayValuesPass(value: String) {
        #expect(TagCharacters.problem(value) == nil)
    }

    @Test(
        "shell syntax, an option-like or blank start are refused, naming the first character outside the set",
        arguments: [
            ("$(touch x)", #"starts with "$""#), ("band`id`", #"holds "`""#), ("a;b", #"holds ";""#),
            ("a|b", #"holds "|""#), ("a&&b", #"holds "&""#), (#"say "hi""#, #"holds """"#),
            ("it's", #"holds "'""#), ("bar*", #"holds "*""#), ("bar?", #"holds "?""#),
            ("a[b]", #"holds "[""#),
            ("a{b,c}", #"holds "{""#), ("~root", #"starts with "~""#), (#"a\b"#, #"holds "\""#),
            ("a<b", #"holds "<""#), ("a>b", #"holds ">""#), ("bang!", #"holds "!""#), ("a/b", #"holds "/""#),
            ("-rf", #"starts with "-""#), (" bar", #"starts with " ""#), ("a=b", #"holds "=""#),
        ])
    func shellSyntaxIsRefused(value: String, wrong: String) {
        #expect(
            TagCharacters.problem(value)
                == wrong + ", outside the characters of a tag, muscle group or creator id (letters, digits, "
                + "spaces, \"-\", \"_\" and \".\", starting with a letter or digit): "
                + TerminalText.escapedQuote(value))
    }

    @Test(
        "verify reports and import refuses a source with shell syntax in every completable field, in the same words"
    )
    func verifyAndImportAgree() throws {
        let folder = try TemporaryFolder()
        let source = folder.appending("web")
        let video = CatalogFixtures.videoJSON(id: "ig_A1").replacingOccurrences(
            of: #""id": "coachingotf""#, with: #""id": "x;touch y""#)
        let record = CatalogFixtures.exerciseJSON(id: "bad", videos: video)
            .replacingOccurrences(of: #"["quads", "glutes"]"#, with: #"["quads", "$(touch y)"]"#)
            .replacingOccurrences(of: #"["dumbbell"]"#, with: #"["`touch y`"]"#)
        try CatalogFolderFixture.writeWebCheckout(
            at: source,
            json: CatalogFolderFixture.document([CatalogFixtures.exerciseJSON(id: "good"), record]),
            thumbnails: [:])
        let rule =
            ", outside the characters of a tag, muscle group or creator id (letters, digits, spaces, "
            + "\"-\", \"_\" and \".\", starting with a letter or digit): "
        let expected = [
            #"exercises.json: record 1 (id "bad"), field muscle_groups[1]: starts with "$""# + rule
                + #""$(touch y)""#,
            #"exercises.json: record 1 (id "bad"), field equipment[0]: starts with "`""# + rule
                + #""`touch y`""#,
            #"exercises.json: record 1 (id "bad"), field videos[0].creator.id: holds ";""# + rule
                + #""x;touch y""#,
        ]

        let report = CatalogVerifier().verify(directory: source)
        #expect(report.errors.map(\.description) == expected)
        do {
            _ = try ImportFixture.importer().importCatalog(from: source, into: folder.appending("catalog"))
            Issue.record("the import went through")
        } catch let error as CatalogImportError {
            guard case .invalidSource(_, let problems) = error else {
                Issue.record("refused for another reason: \(error)")
                return
            }
            #expect(problems.map(\.description) == expected)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appending("catalog")))
    }
}
