/// A parsed JSON document: a flat tape of tokens over the original bytes.
///
/// Parsing records where each value starts and ends without building strings, numbers or nested
/// collections; a ``JSONNode`` turns a token into a Swift value only when a reader asks for it. That
/// keeps loading the 1.6 MB catalog to one pass over the bytes plus the strings actually used.
final class JSONDocument: Sendable {
    /// What a token is.
    enum Kind: UInt8, Sendable {
        case null, `true`, `false`, number, string, array, object
    }

    /// One value on the tape.
    struct Token: Sendable {
        /// The value's kind.
        var kind: Kind
        /// True for a string holding at least one backslash escape.
        var hasEscapes: Bool
        /// Byte offset where the value's text starts (for a string, just after the opening quote).
        var start: UInt32
        /// For a scalar, the byte offset just past its text (for a string, of the closing quote);
        /// for an array or object, the index of the first token after its last member.
        var end: UInt32
        /// For an array, its element count; for an object, its member count.
        var count: UInt32
    }

    /// The document's bytes.
    let bytes: [UInt8]
    /// Every value in document order; an object's members are key and value tokens in turn.
    let tokens: [Token]

    init(bytes: [UInt8], tokens: [Token]) {
        self.bytes = bytes
        self.tokens = tokens
    }

    /// The top-level value.
    var root: JSONNode { JSONNode(document: self, index: 0) }
}
