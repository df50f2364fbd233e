import CatalogTestSupport
import Foundation
import Testing

/// What a newcomer gets wrong on the command line is answered as a usage error that says what is wrong:
/// empty paths, numbers too large, an empty workout, a query whose results each lack a different word.
@Suite struct EverydayMistakesEndToEndTests {
    @Test(arguments: [
        (["catalog", "import", "/nonexistent-otf-source", "--into", ""], "--into"),
        (["catalog", "import", ""], "SOURCE"),
        (["search", "--catalog", "", "row"], "--catalog"),
        (["--catalog=", "stats"], "--catalog"),
        (["catalog", "verify", ""], "DIR"),
        (["catalog", "lint", ""], "DIR"),
        (["workout", ""], "FILE"),
    ])
    func anEmptyPathIsAUsageError(arguments: [String], named: String) throws {
        let result = try OTFBinary.run(arguments)
        #expect(result.status == 64, "\(result.error)")
        #expect(result.error.contains("\(named) is empty; give a path"), "\(result.error)")
        #expect(result.text.isEmpty)
    }

    @Test func aNumberTooLargeSaysSo() throws {
        let limit = try OTFBinary.run(["search", "--limit", "99999999999999999999", "row"])
        #expect(limit.status == 64)
        #expect(
            limit.error.contains(
                "--limit 99999999999999999999 is too large; the most is 9,223,372,036,854,775,807"),
            "\(limit.error)")
        let video = try OTFBinary.run(["open", "hammer-curl", "--video", "99999999999999999999"])
        #expect(video.status == 64)
        #expect(video.error.contains("--video 99999999999999999999 is too large"), "\(video.error)")
        let zero = try OTFBinary.run(["search", "--limit", "0"])
        #expect(zero.status == 64)
        #expect(zero.error.contains("--limit needs a whole number of at least 1, not \"0\""), "\(zero.error)")
    }

    @Test func anEmptyWorkoutSaysNoLinesWereRead() throws {
        // OTFBinary gives the child /dev/null as standard input.
        let result = try OTFBinary.run(["workout", "-"])
        #expect(result.status == 1)
        #expect(result.text.isEmpty)
        #expect(result.error.hasSuffix("\notf: no lines read from standard input\n"), "\(result.error)")
        let folder = try TemporaryFolder()
        try folder.write("\n  \n\t\n", to: "blank.txt")
        let blank = try OTFBinary.run(["workout", folder.appending("blank.txt")])
        #expect(blank.status == 1)
        #expect(blank.error.contains("\notf: no lines read from /"), "\(blank.error)")
    }

    @Test func thePartialMatchHeaderNamesTheWordsEachResultLacks() throws {
        // In the sample, "goblet" names only Goblet Squat and "dolly" only Ab Dolly Rollout: each result
        // lacks a different word.
        let result = try OTFBinary.run(["search", "goblet", "dolly"])
        #expect(result.status == 0)
        #expect(
            result.text.hasPrefix(
                "No exercise matches every word; showing matches without some of: goblet, dolly\n"),
            "\(result.text)")
        let same = try OTFBinary.run(["search", "zzzzzzzz", "curl"])
        #expect(same.text.hasPrefix("No exercise matches every word; showing matches without: zzzzzzzz\n"))
    }
}
