internal import ExerciseCatalog

/// The terms of tag values and creators, computed once per distinct text while indexing, and the
/// dense numbers that identify those texts.
struct FieldTokenCache {
    /// Tag texts seen so far.
    private var tags = TermTable()
    /// Terms by tag id.
    private var tagTokens: [[TermCollector.FieldToken]] = []
    /// Creator ids seen so far.
    private var creators = TermTable()
    /// Terms by creator id index.
    private var creatorTokens: [[TermCollector.FieldToken]] = []

    /// A small dense number for the muscle group or equipment text `tag`, computing its terms (words,
    /// joins and synonym phrases) the first time.
    mutating func tagNumber(of tag: String, collector: inout TermCollector, scan: inout WordScan) -> Int {
        let id = Int(tags.intern(tag.utf8))
        if id == tagTokens.count {
            scan.scan(tag, needsCharacterOffsets: false)
            tagTokens.append(collector.tokens(of: scan, joins: true, phrases: true))
        }
        return id
    }

    /// The terms of the tag numbered `number` by ``tagNumber(of:collector:scan:)``.
    func tagTokens(_ number: Int) -> [TermCollector.FieldToken] {
        tagTokens[number]
    }

    /// A small dense number for the creator with id `id`, computing the terms of `creator` (the words
    /// of the display name and of the handle) the first time.
    mutating func creatorNumber(
        id: String, creator: () -> Creator, collector: inout TermCollector, scan: inout WordScan
    ) -> Int {
        let number = Int(creators.intern(id.utf8))
        if number == creatorTokens.count {
            let creator = creator()
            scan.scan(creator.displayName, needsCharacterOffsets: false)
            var tokens = collector.tokens(of: scan, joins: false, phrases: false)
            scan.scan(creator.handle, needsCharacterOffsets: false)
            tokens += collector.tokens(of: scan, joins: false, phrases: false)
            creatorTokens.append(tokens)
        }
        return number
    }

    /// The terms of the creator numbered `number` by ``creatorNumber(id:creator:collector:scan:)``.
    func creatorTokens(_ number: Int) -> [TermCollector.FieldToken] {
        creatorTokens[number]
    }
}
