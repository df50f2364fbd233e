import Testing

@testable import OTFCommandLine

@Suite struct ArgumentParserTests {
    private let options: [OptionSpec] = [.catalog, .json, .category, .limit]
    private let anyWords = PositionalSpec("[QUERY…]", minimum: 0, maximum: nil)

    @Test func readsFlagsValuesAndPositionalsInAnyOrder() throws {
        let parsed = try ArgumentParser.parse(
            [
                "goblet", "--json", "--category", "core", "--limit=5", "squat", "--category=cardio",
                "--limit", "7",
            ],
            options: options, positionals: anyWords)
        #expect(parsed.positionals == ["goblet", "squat"])
        #expect(parsed.has(.json))
        #expect(parsed.value(.catalog) == nil)
        #expect(parsed.allValues(.category) == ["core", "cardio"])
        #expect(parsed.value(.limit) == "7")
        #expect(!parsed.wantsHelp)
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try ArgumentParser.parse(
            ["--", "--json", "-x"], options: options, positionals: anyWords)
        #expect(parsed.positionals == ["--json", "-x"])
        #expect(!parsed.has(.json))
    }

    @Test func helpWinsOverMissingArguments() throws {
        let parsed = try ArgumentParser.parse(
            ["-h"], options: options, positionals: PositionalSpec("ID", minimum: 1, maximum: 1))
        #expect(parsed.wantsHelp)
    }

    @Test(arguments: [
        (["--limt", "3"], "unknown option --limt (did you mean --limit?)"),
        (["--jsn"], "unknown option --jsn (did you mean --json?)"),
        (["--lim", "3"], "unknown option --lim (did you mean --limit?)"),
        (["--frobnicate"], "unknown option --frobnicate (known: --catalog, --json, --category, --limit)"),
        (["-j"], "unknown option -j (did you mean --json?)"),
        (["--limit"], "option --limit needs a value (N)"),
        (["--json=yes"], "option --json takes no value"),
    ])
    func explainsBadOptions(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) {
            try ArgumentParser.parse(arguments, options: options, positionals: anyWords)
        }
    }

    @Test func countsPositionals() {
        let one = PositionalSpec("ID", minimum: 1, maximum: 1)
        #expect(throws: UsageError("missing argument ID")) {
            try ArgumentParser.parse([], options: options, positionals: one)
        }
        #expect(throws: UsageError("unexpected argument \"b\"")) {
            try ArgumentParser.parse(["a", "b"], options: options, positionals: one)
        }
    }

    @Test func refusesReadingAnOptionTheCommandDoesNotDeclare() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let parsed = try ArgumentParser.parse(["--json"], options: [.json], positionals: .none)
            _ = parsed.value(.limit)
        }
        let error = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(error.contains("--limit is not an option of this command"))
    }

    @Test func refusesAnUndeclaredOptionWithADeclaredName() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let parsed = try ArgumentParser.parse(["--json"], options: [.json], positionals: .none)
            _ = parsed.has(OptionSpec("json", .flag, help: "another json"))
        }
        let error = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(error.contains("--json is not an option of this command"))
    }

    @Test func refusesReadingAFlagAsAValue() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let parsed = try ArgumentParser.parse(["--json"], options: [.json], positionals: .none)
            _ = parsed.value(.json)
        }
        let error = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(error.contains("--json is read as the wrong kind of option"))
    }
}

extension OptionSpec {
    /// A repeatable `--category X`, as a command would declare it.
    fileprivate static let category = OptionSpec("category", .repeatedValue(placeholder: "X"), help: "filter")
    /// A single-valued `--limit N`, as a command would declare it.
    fileprivate static let limit = OptionSpec("limit", .value(placeholder: "N"), help: "at most N")
}
