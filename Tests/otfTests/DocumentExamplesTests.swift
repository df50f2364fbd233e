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

    @Test(
        "refuses what it cannot read, naming the line",
        arguments: [
            (
                "```sh\necho hi\n<!-- example: sample catalog -->\n```console\n",
                "line 1: a code block that never"
            ),
            (
                "<!-- example: sample catalog -->\n```console\n$ otf stats\n",
                "line 2: a code block that never"
            ),
            ("text\n```console \n$ otf stats\n```\n", "line 2: a console block opens with exactly"),
            ("text\n```Console\n$ otf stats\n```\n", "line 2: a console block opens with exactly"),
            ("text\n   ```console\n$ otf stats\n```\n", "line 2: a console block opens with exactly"),
            (
                "<!-- example: sample catalog -->\n```console title\n$ otf stats\n```\n",
                "line 1: a marker not"
            ),
            ("text\n\n```console\n$ otf stats\n```\n", "line 3: a console block without a marker"),
            ("<!-- example: my catalog -->\n```console\n$ otf stats\n```\n", "line 1: an example marker for"),
            ("<!-- example: sample catalog -->\n\n```console\n$ otf stats\n```\n", "line 1: a marker not"),
            (
                "<!-- example: sample catalog -->\n```console\nName\n$ otf stats\n```\n",
                "line 3: an example block"
            ),
            ("<!-- example: sample catalog -->\n```console\n```\n", "line 2: an empty example block"),
        ])
    func refuses(text: String, problem: String) {
        #expect {
            try DocumentExamples.parse(text)
        } throws: { error in
            (error as? DocumentExamples.Problem)?.description.hasPrefix(problem) == true
        }
    }
}
