/// One value inside a ``JSONDocument``, read on demand.
struct JSONNode: Sendable {
    let document: JSONDocument
    let index: Int

    private var token: JSONDocument.Token { document.tokens[index] }

    /// The index of the token after this value and everything inside it.
    private var nextIndex: Int { JSONNode.indexAfter(index, in: document) }

    /// A short name of the value's kind for error messages, such as "a string".
    var kindDescription: String {
        switch token.kind {
        case .null: "null"
        case .true, .false: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The number, or nil for any other kind.
    var number: Double? {
        guard token.kind == .number else { return nil }
        let range = Int(token.start)..<Int(token.end)
        return document.bytes.withUnsafeBufferPointer {
            Double(String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self))
        }
    }

    /// The string with its escapes decoded, or nil for any other kind.
    var string: String? {
        guard token.kind == .string else { return nil }
        let token = token
        return document.bytes.withUnsafeBufferPointer { buffer in
            let raw = UnsafeBufferPointer(rebasing: buffer[Int(token.start)..<Int(token.end)])
            return token.hasEscapes ? JSONEscapes.decode(raw) : String(decoding: raw, as: UTF8.self)
        }
    }

    /// The elements of an array in order, or nil for any other kind.
    var elements: [JSONNode]? {
        guard token.kind == .array else { return nil }
        var children: [JSONNode] = []
        children.reserveCapacity(Int(token.count))
        var child = index + 1
        for _ in 0..<token.count {
            let node = JSONNode(document: document, index: child)
            children.append(node)
            child = node.nextIndex
        }
        return children
    }

    /// True for an object.
    var isObject: Bool { token.kind == .object }

    /// The keys of an object in document order, or nil for any other kind.
    var keys: [String]? {
        guard token.kind == .object else { return nil }
        var keys: [String] = []
        var child = index + 1
        for _ in 0..<token.count {
            keys.append(JSONNode(document: document, index: child).string ?? "")
            child = JSONNode.indexAfter(child + 1, in: document)
        }
        return keys
    }

    /// The values of the members named `keys` in an object, found in one pass, in the order of
    /// `keys`; nil for an absent key (the first member wins when a key repeats).
    func values(forKeys keys: [StaticString]) -> [JSONNode?] {
        var found = [JSONNode?](repeating: nil, count: keys.count)
        guard token.kind == .object else { return found }
        var child = index + 1
        for _ in 0..<token.count {
            for (position, key) in keys.enumerated() where found[position] == nil {
                let matches = hasText(
                    at: child,
                    equalTo: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
                if matches {
                    found[position] = JSONNode(document: document, index: child + 1)
                    break
                }
            }
            child = JSONNode.indexAfter(child + 1, in: document)
        }
        return found
    }

    /// The value of the first member named `key` in an object; nil when absent or not an object.
    subscript(key: String) -> JSONNode? {
        guard token.kind == .object else { return nil }
        var found: JSONNode?
        var wanted = key
        wanted.withUTF8 { wantedBytes in
            var child = index + 1
            for _ in 0..<token.count {
                if hasText(at: child, equalTo: wantedBytes) {
                    found = JSONNode(document: document, index: child + 1)
                    return
                }
                child = JSONNode.indexAfter(child + 1, in: document)
            }
        }
        return found
    }

    /// True when the string token at `keyIndex` decodes to the text `utf8`.
    private func hasText(at keyIndex: Int, equalTo utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let key = document.tokens[keyIndex]
        if key.hasEscapes {
            return JSONNode(document: document, index: keyIndex).string.map { Array($0.utf8) == Array(utf8) }
                ?? false
        }
        guard Int(key.end - key.start) == utf8.count else { return false }
        return document.bytes.withUnsafeBufferPointer { buffer in
            memcmpEqual(UnsafeBufferPointer(rebasing: buffer[Int(key.start)..<Int(key.end)]), utf8)
        }
    }

    /// The index of the token after the value at `index` and everything inside it.
    private static func indexAfter(_ index: Int, in document: JSONDocument) -> Int {
        let token = document.tokens[index]
        switch token.kind {
        case .array, .object: return Int(token.end)
        default: return index + 1
        }
    }
}

/// Byte-wise equality of two buffers of the same length.
private func memcmpEqual(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for offset in 0..<lhs.count where lhs[offset] != rhs[offset] { return false }
    return true
}
