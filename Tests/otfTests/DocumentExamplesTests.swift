import Testing

/// How an example block is read: the marker, the commands and their output, and what is refused.
@Suite struct DocumentExamplesTests {
    @Test func readsCommandsAndTheirOutputAfterAMarker() throws {
        let text = """
            # Title

            <!-- example: real catalog -->
            ```console
            $ otf search row
            Name  Category

            $ otf stats
            Exercises: 2
            ```

            ```sh
            not an example
            ```
            <!-- example: sample catalog -->
            ```console
            $ otf facets | head -1
            ```
            """
        let examples = try DocumentExamples.parse(text)
        #expect(examples.map(\.catalog) == [.real, .real, .sample])
        #expect(examples.map(\.command) == ["otf search row", "otf stats", "otf facets | head -1"])
        #expect(examples.map(\.output) == ["Name  Category\n\n", "Exercises: 2\n", ""])
        #expect(examples.map(\.line) == [5, 8, 17])
    }

    @Test func skipsOtherFencedBlocksWholeMarkersShownInThemIncluded() throws {
        let text = """
            ```
            <!-- example: sample catalog -->      how a marker looks
            ```console
            ```
            <!-- example: sample catalog -->
            ```console
            $ otf stats
            ```
            """
        let examples = try DocumentExamples.parse(text)
        #expect(examples.map(\.command) == ["otf stats"])
        #expect(examples.map(\.line) == [7])
    }

    @Test func aLongerFenceClosesOnlyAtAsManyBackticksAndAClosingFenceMayHaveSpaces() throws {
        let text = """
            ````md
            <!-- example: sample catalog -->
            ```console
            $ otf shown
            ```
            ````
            ```sh
            echo hi
            ```\u{20}\u{20}
            <!-- example: sample catalog -->
            ```console
            $ otf stats
            ```
            """
        let examples = try DocumentExamples.parse(text)
        #expect(examples.map(\.command) == ["otf stats"])
        #expect(examples.map(\.line) == [12])
    }

    @Test func refusesACodeBlockThatNeverCloses() {
        #expect(throws: DocumentExamples.Problem.self) {
            try DocumentExamples.parse("```sh\necho hi\n<!-- example: sample catalog -->\n```console\n")
        }
        #expect(throws: DocumentExamples.Problem.self) {
            try DocumentExamples.parse("<!-- example: sample catalog -->\n```console\n$ otf stats\n")
        }
    }

    @Test func refusesAConsoleFenceWrittenAnyOtherWay() {
        for fence in ["```console ", "```Console", "```console title", "   ```console"] {
            #expect(throws: DocumentExamples.Problem.self, "\(fence)") {
                try DocumentExamples.parse("<!-- example: sample catalog -->\n\(fence)\n$ otf stats\n```\n")
            }
        }
    }

    @Test func refusesAConsoleBlockWithoutAMarker() {
        #expect(throws: DocumentExamples.Problem.self) {
            try DocumentExamples.parse("text\n\n```console\n$ otf stats\n```\n")
        }
    }

    @Test func refusesAMarkerForAnUnknownCatalogOrWithoutItsBlock() {
        #expect(throws: DocumentExamples.Problem.self) {
            try DocumentExamples.parse("<!-- example: my catalog -->\n```console\n$ otf stats\n```\n")
        }
        #expect(throws: DocumentExamples.Problem.self) {
            try DocumentExamples.parse("<!-- example: sample catalog -->\n\n```console\n$ otf stats\n```\n")
        }
    }

    @Test func refusesABlockThatDoesNotStartWithACommand() {
        #expect(throws: DocumentExamples.Problem.self) {
            try DocumentExamples.parse(
                "<!-- example: sample catalog -->\n```console\nName\n$ otf stats\n```\n")
        }
        #expect(throws: DocumentExamples.Problem.self) {
            try DocumentExamples.parse("<!-- example: sample catalog -->\n```console\n```\n")
        }
    }
}
