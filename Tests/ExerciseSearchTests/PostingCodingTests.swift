import Testing

@testable import ExerciseSearch

/// Postings read from a snapshot: a field or span that search cannot use is an error, not a crash.
@Suite struct PostingCodingTests {
    /// The bytes of postings for one term: `posting` and a plain muscle-group posting.
    private static func encoded(_ posting: Posting) -> [UInt8] {
        let plain = Posting(
            exercise: 1, field: SearchField.muscleGroups.bit, position: 255, span: 1, joinSplit: 0)
        var writer = SnapshotWriter()
        PostingLists(starts: [0, 2], entries: [posting, plain]).write(to: &writer)
        return writer.bytes
    }

    /// Reads postings for one term over two exercises.
    private static func read(_ bytes: [UInt8]) throws -> PostingLists {
        var reader = SnapshotReader(bytes)
        return try PostingLists(reading: &reader, termCount: 1, exerciseCount: 2)
    }

    @Test func aValidPostingReadsBack() throws {
        let name = Posting(exercise: 0, field: SearchField.name.bit, position: 2, span: 2, joinSplit: 3)
        let postings = try Self.read(Self.encoded(name))
        #expect(postings.starts == [0, 2])
        #expect(postings.entries.map(\.field) == [0, 1])
        #expect(postings.entries.map(\.span) == [2, 1])
    }

    /// Found by the snapshot fuzz target: a field byte past the fields read, then trapped in search.
    @Test func aFieldPastTheFieldsIsAnError() {
        let posting = Posting(exercise: 0, field: 0x8D, position: 0, span: 1, joinSplit: 0)
        #expect(throws: SnapshotError.self) { try Self.read(Self.encoded(posting)) }
    }

    /// A name posting's span less one orders matches, so a span of 0 would trap there too.
    @Test func aPostingSpanningNoWordIsAnError() {
        let posting = Posting(exercise: 0, field: SearchField.name.bit, position: 0, span: 0, joinSplit: 0)
        #expect(throws: SnapshotError.self) { try Self.read(Self.encoded(posting)) }
    }
}
