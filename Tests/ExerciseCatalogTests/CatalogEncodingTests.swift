import CatalogTestSupport
import Testing

@testable import ExerciseCatalog

/// What the loader says about an exercise list that is not plain UTF-8 JSON.
@Suite struct CatalogEncodingTests {
    private static let record = CatalogFixtures.exerciseJSON(id: "goblet-squat")

    @Test("a UTF-8 byte-order mark is skipped and named in a warning")
    func skipsAByteOrderMarkWithAWarning() throws {
        let bytes = [0xEF, 0xBB, 0xBF] + Array("[\(Self.record)]".utf8)
        let catalog = try CatalogLoader.decode(bytes, path: "/cat/exercises.json")
        #expect(catalog.exercises.map(\.id) == ["goblet-squat"])
        #expect(
            catalog.problems == [
                CatalogProblem(
                    severity: .warning, file: "exercises.json",
                    message:
                        "starts with a UTF-8 byte-order mark (EF BB BF), which JSON does not use; skipped")
            ])
    }

    @Test func aSyntaxErrorAfterAByteOrderMarkIsPlacedInTheFileAsItIs() {
        #expect(
            throws: CatalogLoadError.invalidJSON(
                path: "/cat/exercises.json",
                error: JSONSyntaxError(
                    message: "unexpected end of input, expected a value", line: 1, column: 5))
        ) {
            try CatalogLoader.decode([0xEF, 0xBB, 0xBF, UInt8(ascii: "[")], path: "/cat/exercises.json")
        }
    }

    @Test func textThatIsNotUTF8IsCalledThat() {
        #expect {
            try CatalogLoader.decode(
                Array("[\n  ".utf8) + [0xE9] + Array("]".utf8), path: "/c/exercises.json")
        } throws: { error in
            (error as? CatalogLoadError)?.description
                == "/c/exercises.json: not UTF-8 text: byte 0xE9 at line 2, column 3 is not part of a UTF-8 "
                + "character"
        }
        let latin1Name = Array("[\(Self.record)]".utf8).map { $0 == UInt8(ascii: "G") ? 0xC7 : $0 }
        #expect {
            try CatalogLoader.decode(latin1Name, path: "/c/exercises.json")
        } throws: { error in
            guard case .notUTF8(_, let detail) = error as? CatalogLoadError else {
                return false
            }
            return detail.hasPrefix("byte 0xC7 at line 1, column ")
        }
    }

    @Test func utf16IsNamed() {
        let utf16: [UInt8] = [0xFF, 0xFE, UInt8(ascii: "["), 0, UInt8(ascii: "]"), 0]
        #expect(
            throws: CatalogLoadError.notUTF8(
                path: "/c/exercises.json",
                detail: "it is UTF-16 (it starts with the byte-order mark FF FE); save it as UTF-8")
        ) {
            try CatalogLoader.decode(utf16, path: "/c/exercises.json")
        }
    }
}
