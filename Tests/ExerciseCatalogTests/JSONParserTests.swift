import Testing

@testable import ExerciseCatalog

@Suite struct JSONParserTests {
    @Test func readsNestedValuesOnDemand() throws {
        let root = try JSONParser.parse(
            #"{"a": [1, -2.5e1, true, false, null, {}], "b": "x\"\u00e9\ud83d\ude00", "a": 3}"#
        ).root
        #expect(root.keys == ["a", "b", "a"])
        let array = try #require(root["a"]?.elements)
        #expect(array.count == 6)
        #expect(array[0].number == 1)
        #expect(array[1].number == -25)
        #expect(array[2].kindDescription == "a boolean")
        #expect(array[3].kindDescription == "a boolean")
        #expect(array[4].kindDescription == "null")
        #expect(array[5].keys == [])
        #expect(root["b"]?.string == "x\"é😀")
        #expect(root["missing"] == nil)
        #expect(root["a"]?.string == nil)
        #expect(array[0].kindDescription == "a number")
    }

    @Test func matchesEscapedKeysByTheirDecodedText() throws {
        let root = try JSONParser.parse(#"{"c\u0061t": 1, "dog": [[], [2]], "after": "yes"}"#).root
        #expect(root["cat"]?.number == 1)
        #expect(root["after"]?.string == "yes")
        #expect(root["dog"]?.elements?[1].elements?.first?.number == 2)
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

    @Test func refusesInvalidUTF8InAString() {
        let bytes: [UInt8] = [0x5B, 0x22, 0x61, 0xFF, 0x22, 0x5D]
        #expect(throws: JSONSyntaxError(message: "string is not valid UTF-8", line: 1, column: 5)) {
            try JSONParser.parse(bytes)
        }
    }

    @Test func keepsLoneSurrogateAsReplacementCharacter() throws {
        #expect(try JSONParser.parse(#"["\ud800x"]"#).root.elements?.first?.string == "\u{FFFD}x")
    }
}
