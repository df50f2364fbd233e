import ExerciseCatalog

/// The terms of tag values and creators, computed once per distinct text while indexing, and the
/// dense numbers that identify those texts.
struct FieldTokenCache {
    /// Tag texts seen so far.
    private var tags = TermTable()
    /// Tags met lately, recognised again without hashing.
    private var recentTags = RecentTexts()
    /// Terms by tag id.
    private var tagTokens: [[TermCollector.FieldToken]] = []
    /// Creator ids seen so far.
    private var creators = TermTable()
    /// Creator ids met lately, recognised again without hashing.
    private var recentCreators = RecentTexts()
    /// Terms by creator id index.
    private var creatorTokens: [[TermCollector.FieldToken]] = []

    /// A small dense number for the muscle group or equipment text `tag`, computing its terms (words,
    /// joins and synonym phrases) the first time.
    mutating func tagNumber(of tag: String, collector: inout TermCollector, scan: inout WordScan) -> Int {
        if let known = recentTags.number(of: tag) {
            return known
        }
        let id = Int(tags.intern(tag.utf8))
        recentTags.remember(tag, as: id)
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
        if let known = recentCreators.number(of: id) {
            return known
        }
        let number = Int(creators.intern(id.utf8))
        recentCreators.remember(id, as: number)
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

/// The number of the text met last in each of 64 slots, picked by a text's length and first byte: texts
/// that repeat (tags, creator ids) are then recognised by comparing one string instead of hashing.
///
/// Texts compare with `==`, so a text spelt with other but canonically equivalent scalars ("e" and a
/// combining accent for "é") may get the number of the first; both fold to the same words and facet
/// value, so the index is the same either way.
struct RecentTexts {
    /// The text last remembered in each slot.
    private var texts = [String](repeating: "", count: 64)
    /// Its number, or -1 for an empty slot.
    private var numbers = [Int](repeating: -1, count: 64)

    /// The number remembered for `text`, or nil when its slot holds another text (or none).
    func number(of text: String) -> Int? {
        let slot = Self.slot(of: text)
        return numbers[slot] >= 0 && texts[slot] == text ? numbers[slot] : nil
    }

    /// Remembers `text` as `number`, in place of whatever its slot held.
    mutating func remember(_ text: String, as number: Int) {
        let slot = Self.slot(of: text)
        texts[slot] = text
        numbers[slot] = number
    }

    /// The slot of `text`.
    private static func slot(of text: String) -> Int {
        (text.utf8.count &* 7 &+ Int(text.utf8.first ?? 0)) & 63
    }
}
