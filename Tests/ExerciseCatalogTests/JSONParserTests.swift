import Testing

@testable import ExerciseCatalog

@Suite struct JSONParserTests {
    @Test func parsesNestedValues() throws {
        let value = try JSONParser.parse(
            #"{"a": [1, -2.5e1, true, false, null], "b": "x\"\u00e9\ud83d\ude00"}"#)
        let expected = JSONValue.object(
            JSONObject(members: [
                ("a", .array([.number(1), .number(-25), .bool(true), .bool(false), .null])),
                ("b", .string("x\"é😀")),
            ]))
        #expect(value == expected)
    }

    @Test(arguments: [
        ("[1,]", 1, 4, "unexpected character, expected a value"),
        ("{\n  \"a\" 1}", 2, 7, "expected ':' after an object key"),
        ("[\"abc", 1, 6, "unterminated string"),
        ("[01]", 1, 3, "expected ',' or ']'"),
        ("[1] x", 1, 5, "unexpected text after the end of the document"),
        ("[\"\\q\"]", 1, 4, "invalid escape sequence"),
        ("[\"a\tb\"]", 1, 4, "control character inside a string must be escaped"),
        ("", 1, 1, "unexpected end of input, expected a value"),
        ("[tru]", 1, 2, "unexpected character, expected a value"),
    ])
    func reportsLineAndColumn(input: String, line: Int, column: Int, message: String) {
        #expect(throws: JSONSyntaxError(message: message, line: line, column: column)) {
            try JSONParser.parse(input)
        }
    }

    @Test func refusesNestingBeyondTheLimit() {
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(deep) }
    }

    @Test func keepsLoneSurrogateAsReplacementCharacter() throws {
        #expect(try JSONParser.parse(#"["\ud800x"]"#) == .array([.string("\u{FFFD}x")]))
    }
}
