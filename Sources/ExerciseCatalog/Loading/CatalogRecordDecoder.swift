/// Turns the parsed catalog document into exercises, keeping every good record and reporting each bad one.
///
/// A record with any error is left out of the result and named in the problems; the other records are
/// unaffected. A later record with an id already taken is reported as a duplicate and left out.
///
/// Every string is made the one value all faces show, match, complete and list, here and only here:
/// names, coaching cues and display names are cleaned to one line with ``TerminalText/sanitized(_:)``
/// and captions with ``TerminalText/sanitizedMultiline(_:)``; ids, tags, creator ids and handles are
/// kept as they are and refused when cleaning would change them (``IdentifierText``). Links and
/// thumbnail paths are kept as they are for ``LinkPolicy`` and ``ThumbnailReference`` to judge.
struct CatalogRecordDecoder: Sendable {
    /// The file name used in problem reports.
    var fileName: String

    /// Creates a decoder that names `fileName` in its reports.
    init(fileName: String = CatalogFiles.exercisesFile) {
        self.fileName = fileName
    }

    /// Decodes the top-level array; a document that is not an array is one file-level error.
    func decode(_ document: JSONDocument) -> (exercises: [Exercise], problems: [CatalogProblem]) {
        guard let records = document.root.elements else {
            let problem = CatalogProblem(
                file: fileName,
                message: "expected an array of exercises, found \(document.root.kindDescription)")
            return ([], [problem])
        }
        var exercises: [Exercise] = []
        exercises.reserveCapacity(records.count)
        var problems: [CatalogProblem] = []
        var seenIDs: Set<String> = []
        for (index, record) in records.enumerated() {
            var reader = RecordReader(fileName: fileName, index: index)
            let exercise = reader.exercise(from: record)
            problems += reader.problems
            guard let exercise, !reader.problems.contains(where: { $0.severity == .error }) else { continue }
            guard seenIDs.insert(exercise.id).inserted else {
                problems.append(
                    CatalogProblem(
                        file: fileName, recordIndex: index, recordID: exercise.id, field: "id",
                        message: "duplicate id \"\(exercise.id)\" (an earlier record has it)"))
                continue
            }
            exercises.append(exercise)
        }
        return (exercises, problems)
    }
}

/// Reads one record's fields, collecting a problem for each field that is missing or of the wrong kind.
private struct RecordReader {
    let fileName: String
    let index: Int
    var recordID: String?
    var problems: [CatalogProblem] = []

    init(fileName: String, index: Int) {
        self.fileName = fileName
        self.index = index
    }

    mutating func report(_ field: String?, _ message: String) {
        problems.append(
            CatalogProblem(
                file: fileName, recordIndex: index, recordID: recordID, field: field, message: message))
    }

    mutating func exercise(from node: JSONNode) -> Exercise? {
        guard node.isObject else {
            report(nil, "expected an object, found \(node.kindDescription)")
            return nil
        }
        let object = FieldSet(node, keys: FieldSet.exerciseKeys)
        recordID = object.value("id")?.string.flatMap { IdentifierText.idProblem($0) == nil ? $0 : nil }
        let id = identifier(object, "id", in: "")
        let name = cleanedName(object, "exercise_name", in: "").map {
            cut($0, to: CatalogFieldLimits.name, at: "exercise_name")
        }
        let category = enumValue(object, "category", in: "", as: ExerciseCategory.self)
        let muscles = tags(object, "muscle_groups", in: "")
        let equipment = tags(object, "equipment", in: "")
        let movement = enumValue(object, "movement_type", in: "", as: MovementType.self)
        let cues = strings(object, "coaching_cues", in: "")?.enumerated().map { position, cue in
            cut(
                TerminalText.sanitized(cue), to: CatalogFieldLimits.coachingCue,
                at: "coaching_cues[\(position)]")
        }
        let videos = videoList(object)
        guard let id, let name, let category, let muscles, let equipment, let movement, let cues, let videos
        else { return nil }
        return Exercise(
            id: id, name: name, category: category, muscleGroups: muscles, equipment: equipment,
            movementType: movement, coachingCues: cues, videos: videos)
    }

    mutating func videoList(_ object: FieldSet) -> [Video]? {
        guard let value = member(object, "videos", in: "") else { return nil }
        guard let items = value.elements else {
            report("videos", "expected an array, found \(value.kindDescription)")
            return nil
        }
        var videos: [Video] = []
        var failed = false
        for (position, item) in items.enumerated() {
            if let video = self.video(from: item, path: "videos[\(position)]") {
                videos.append(video)
            } else {
                failed = true
            }
        }
        return failed ? nil : videos
    }

    mutating func video(from node: JSONNode, path: String) -> Video? {
        guard node.isObject else {
            report(path, "expected an object, found \(node.kindDescription)")
            return nil
        }
        let object = FieldSet(node, keys: FieldSet.videoKeys)
        let id = identifier(object, "id", in: path)
        let url = bounded(string(object, "url", in: path), at: self.path("url", in: path))
        let source = enumValue(object, "source", in: path, as: Platform.self)
        let thumbnail = bounded(string(object, "thumbnail", in: path), at: self.path("thumbnail", in: path))
        let description = string(object, "description", in: path).map {
            cut(
                TerminalText.sanitizedMultiline($0), to: CatalogFieldLimits.caption,
                at: self.path("description", in: path))
        }
        let creator = creator(object, in: path)
        guard let id, let url, let source, let thumbnail, let description, let creator else { return nil }
        return Video(
            id: id, url: url, source: source, thumbnail: thumbnail, description: description, creator: creator
        )
    }

    mutating func creator(_ parent: FieldSet, in parentPath: String) -> Creator? {
        guard let node = member(parent, "creator", in: parentPath) else { return nil }
        let path = parentPath + ".creator"
        guard node.isObject else {
            report(path, "expected an object, found \(node.kindDescription)")
            return nil
        }
        let object = FieldSet(node, keys: FieldSet.creatorKeys)
        let id = tag(nonEmptyString(object, "id", in: path), at: self.path("id", in: path))
        let name = string(object, "display_name", in: path).map {
            cut(
                TerminalText.sanitized($0), to: CatalogFieldLimits.displayName,
                at: self.path("display_name", in: path))
        }
        let handle = tag(string(object, "handle", in: path), at: self.path("handle", in: path))
        let profile = bounded(string(object, "profile_url", in: path), at: self.path("profile_url", in: path))
        guard let id, let name, let handle, let profile else { return nil }
        return Creator(id: id, displayName: name, handle: handle, profileURL: profile)
    }

    /// The path of `key` inside `parent` ("" for the record itself), built only when a problem is reported.
    func path(_ key: String, in parent: String) -> String {
        parent.isEmpty ? key : parent + "." + key
    }

    mutating func member(_ object: FieldSet, _ key: String, in parent: String) -> JSONNode? {
        guard let value = object.value(key) else {
            report(path(key, in: parent), "missing")
            return nil
        }
        return value
    }

    mutating func string(_ object: FieldSet, _ key: String, in parent: String) -> String? {
        guard let value = member(object, key, in: parent) else { return nil }
        guard let text = value.string else {
            report(path(key, in: parent), "expected a string, found \(value.kindDescription)")
            return nil
        }
        return text
    }

    /// `text`, the value at `field`, when it is no longer than ``CatalogFieldLimits/matchedValue``: an id,
    /// tag, handle, link or thumbnail path is matched or opened as it is, so a longer one is refused, not
    /// cut.
    mutating func bounded(_ text: String?, at field: String) -> String? {
        guard let text else { return nil }
        guard CatalogFieldLimits.cut(text, to: CatalogFieldLimits.matchedValue) == nil else {
            report(
                field,
                "is \(CatalogFieldLimits.overLimit(CatalogFieldLimits.matchedValue, text)); refused, since "
                    + "it is matched or opened as it is")
            return nil
        }
        return text
    }

    /// `text`, the cleaned value at `field`, cut to `limit` characters, the last of them "…", with a
    /// warning when it was longer (the record is kept).
    mutating func cut(_ text: String, to limit: Int, at field: String) -> String {
        guard let cut = CatalogFieldLimits.cut(text, to: limit) else { return text }
        problems.append(
            CatalogProblem(
                severity: .warning, file: fileName, recordIndex: index, recordID: recordID, field: field,
                message:
                    "is \(CatalogFieldLimits.overLimit(limit, text)); cut to \(GroupedNumber.text(limit)) characters, the last \"…\""
            ))
        return cut
    }

    mutating func nonEmptyString(_ object: FieldSet, _ key: String, in parent: String) -> String? {
        guard let text = string(object, key, in: parent) else { return nil }
        guard text.unicodeScalars.contains(where: { !$0.properties.isWhitespace }) else {
            report(path(key, in: parent), "is empty")
            return nil
        }
        return text
    }

    /// The id at `key`: non-empty and slug-safe (``IdentifierText/idProblem(_:)``).
    mutating func identifier(_ object: FieldSet, _ key: String, in parent: String) -> String? {
        guard let id = bounded(nonEmptyString(object, key, in: parent), at: path(key, in: parent)) else {
            return nil
        }
        if let problem = IdentifierText.idProblem(id) {
            report(path(key, in: parent), problem)
            return nil
        }
        return id
    }

    /// `text`, the value at `field`, when it may be a tag (``IdentifierText/tagProblem(_:)``).
    mutating func tag(_ text: String?, at field: String) -> String? {
        guard let text = bounded(text, at: field) else { return nil }
        if let problem = IdentifierText.tagProblem(text) {
            report(field, problem)
            return nil
        }
        return text
    }

    /// The tags at `key`, each one checked by ``tag(_:at:)``.
    mutating func tags(_ object: FieldSet, _ key: String, in parent: String) -> [String]? {
        guard let texts = strings(object, key, in: parent) else { return nil }
        for (position, text) in texts.enumerated()
        where tag(text, at: "\(path(key, in: parent))[\(position)]") == nil {
            return nil
        }
        return texts
    }

    /// The name at `key`, cleaned to one line; empty (or nothing but control characters) is an error.
    mutating func cleanedName(_ object: FieldSet, _ key: String, in parent: String) -> String? {
        guard let raw = string(object, key, in: parent) else { return nil }
        let name = TerminalText.sanitized(raw)
        guard name.unicodeScalars.contains(where: { !$0.properties.isWhitespace }) else {
            let isBlank = raw.unicodeScalars.allSatisfy(\.properties.isWhitespace)
            report(
                path(key, in: parent), isBlank ? "is empty" : "is empty once cleaned of control characters")
            return nil
        }
        return name
    }

    mutating func strings(_ object: FieldSet, _ key: String, in parent: String) -> [String]? {
        guard let value = member(object, key, in: parent) else { return nil }
        guard let items = value.elements else {
            report(path(key, in: parent), "expected an array of strings, found \(value.kindDescription)")
            return nil
        }
        var texts: [String] = []
        texts.reserveCapacity(items.count)
        for (position, item) in items.enumerated() {
            guard let text = item.string else {
                report(
                    "\(path(key, in: parent))[\(position)]",
                    "expected a string, found \(item.kindDescription)")
                return nil
            }
            texts.append(text)
        }
        return texts
    }

    mutating func enumValue<Value: RawRepresentable & CaseIterable>(
        _ object: FieldSet, _ key: String, in parent: String, as type: Value.Type
    ) -> Value? where Value.RawValue == String {
        guard let raw = string(object, key, in: parent) else { return nil }
        guard let value = Value(rawValue: raw) else {
            let allowed = Value.allCases.map(\.rawValue).joined(separator: ", ")
            report(
                path(key, in: parent),
                "unknown \(key.replacingUnderscores) \"\(raw)\" (expected one of \(allowed))")
            return nil
        }
        return value
    }
}

extension String {
    fileprivate var replacingUnderscores: String { String(map { $0 == "_" ? " " : $0 }) }
}

/// The members of one catalog object that the decoder reads, looked up in a single pass.
private struct FieldSet {
    static let exerciseKeys: [StaticString] = [
        "id", "exercise_name", "category", "muscle_groups", "equipment", "movement_type", "coaching_cues",
        "videos",
    ]
    static let videoKeys: [StaticString] = ["id", "url", "source", "thumbnail", "description", "creator"]
    static let creatorKeys: [StaticString] = ["id", "display_name", "handle", "profile_url"]

    private let keys: [StaticString]
    private let values: [JSONNode?]

    init(_ object: JSONNode, keys: [StaticString]) {
        self.keys = keys
        values = object.values(forKeys: keys)
    }

    /// The value of `key`, which must be one of the keys the set was made with.
    func value(_ key: String) -> JSONNode? {
        for (position, candidate) in keys.enumerated()
        where candidate.withUTF8Buffer({ $0.elementsEqual(key.utf8) }) {
            return values[position]
        }
        return nil
    }
}
