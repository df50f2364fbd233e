/// Finds references to object identifiers that name no object.
enum ReferenceCheck {
    /// Every field value (at any depth) shaped like an object identifier that is not an object.
    static func danglingReferences(in project: XcodeProjectFile) -> [ProjectProblem] {
        var problems: [ProjectProblem] = []
        for (objectID, fields) in project.objects.sorted(by: { $0.key < $1.key }) {
            for (field, value) in fields.sorted(by: { $0.key < $1.key }) {
                for id in identifiers(in: value) where project.objects[id] == nil {
                    problems.append(.danglingReference(object: objectID, field: field, id: id))
                }
            }
        }
        return problems
    }

    /// The strings in `value` that look like object identifiers: 24 upper-case hexadecimal digits.
    private static func identifiers(in value: PropertyListValue) -> [String] {
        switch value {
        case .string(let text): isIdentifier(text) ? [text] : []
        case .array(let elements): elements.flatMap(identifiers(in:))
        case .dictionary(let entries):
            entries.sorted { $0.key < $1.key }.flatMap { identifiers(in: $0.value) }
        }
    }

    private static func isIdentifier(_ text: String) -> Bool {
        text.utf8.count == 24
            && text.utf8.allSatisfy {
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
                    || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains($0)
            }
    }
}
