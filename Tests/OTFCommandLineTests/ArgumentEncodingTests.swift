import Testing

@testable import OTFCommandLine

@Suite struct ArgumentEncodingTests {
    @Test func utf8ArgumentsPass() {
        #expect(ArgumentEncoding.problem(in: [Array("stats".utf8), Array("/tmp/café 😀".utf8)]) == nil)
        #expect(ArgumentEncoding.problem(in: []) == nil)
    }

    @Test func theFirstArgumentThatIsNotUTF8IsNamedWithItsBadBytes() {
        let latin1 = Array("/tmp/caf".utf8) + [0xE9]
        #expect(
            ArgumentEncoding.problem(in: [Array("stats".utf8), Array("--catalog".utf8), latin1, [0xFF]])
                == "otf: argument 3 (\"/tmp/caf\\xE9\") is not UTF-8 text; otf reads paths and words as UTF-8, "
                + "so it cannot use it (rename the file or folder)")
        #expect(ArgumentEncoding.escapedIfInvalid([0x61, 0xC3, 0x28, 0x0A]) == "a\\xC3(\n")
        #expect(ArgumentEncoding.escapedIfInvalid(Array("é".utf8)) == nil)
    }
}
