import Testing

@Suite struct CommandLineEndToEndTests {
    @Test func versionAndHelp() throws {
        let version = try OTFBinary.run(["--version"])
        #expect(version.status == 0)
        #expect(version.text == "otf 0.1.0\n")
        let help = try OTFBinary.run(["--help"])
        #expect(help.status == 0)
        #expect(help.text.contains("otf catalog path"))
    }

    @Test func unknownOptionExitsWithUsageStatus() throws {
        let result = try OTFBinary.run(["catalog", "path", "--catalgo", "x"])
        #expect(result.status == 64)
        #expect(result.text.isEmpty)
        #expect(
            result.error.hasPrefix("otf catalog path: unknown option --catalgo (did you mean --catalog?)"))
    }

    @Test func catalogPathFallsBackToTheSample() throws {
        let result = try OTFBinary.run(["catalog", "path"])
        #expect(result.status == 0)
        #expect(
            result.text
                == "built-in sample  (no catalog installed at \(OTFBinary.emptyDataHome)/otf-exercises/catalog; "
                + "using the built-in sample)\n")
    }
}
