/// Turns the parsed catalog document into exercises, keeping every good record and reporting each bad one.
///
/// A record with any error is left out of the result and named in the problems; the other records are
/// unaffected. A later record with an id already taken is reported as a duplicate and left out.
public struct CatalogRecordDecoder: Sendable {
    /// The file name used in problem reports.
    public var fileName: String

    /// Creates a decoder that names `fileName` in its reports.
    public init(fileName: String = CatalogFiles.exercisesFile) {
        self.fileName = fileName
    }

    /// Decodes the top-level array; a document that is not an array is one file-level error.
    public func decode(_ document: JSONValue) -> (exercises: [Exercise], problems: [CatalogProblem]) {
        guard case .array(let records) = document else {
            let problem = CatalogProblem(
                file: fileName, message: "expected an array of exercises, found \(document.kindDescription)")
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
            guard let exercise, reader.problems.isEmpty else { continue }
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

    mutating func exercise(from value: JSONValue) -> Exercise? {
        guard case .object(let object) = value else {
            report(nil, "expected an object, found \(value.kindDescription)")
            return nil
        }
        if case .string(let id) = object["id"] { recordID = id }
        let id = nonEmptyString(object, "id", path: "id")
        let name = nonEmptyString(object, "exercise_name", path: "exercise_name")
        let category = enumValue(object, "category", path: "category", as: ExerciseCategory.self)
        let muscles = strings(object, "muscle_groups", path: "muscle_groups")
        let equipment = strings(object, "equipment", path: "equipment")
        let movement = enumValue(object, "movement_type", path: "movement_type", as: MovementType.self)
        let cues = strings(object, "coaching_cues", path: "coaching_cues")
        let videos = videoList(object)
        guard let id, let name, let category, let muscles, let equipment, let movement, let cues, let videos
        else { return nil }
        return Exercise(
            id: id, name: name, category: category, muscleGroups: muscles, equipment: equipment,
            movementType: movement, coachingCues: cues, videos: videos)
    }

    mutating func videoList(_ object: JSONObject) -> [Video]? {
        guard let value = member(object, "videos", path: "videos") else { return nil }
        guard case .array(let items) = value else {
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

    mutating func video(from value: JSONValue, path: String) -> Video? {
        guard case .object(let object) = value else {
            report(path, "expected an object, found \(value.kindDescription)")
            return nil
        }
        let id = nonEmptyString(object, "id", path: path + ".id")
        let url = string(object, "url", path: path + ".url")
        let source = enumValue(object, "source", path: path + ".source", as: Platform.self)
        let thumbnail = string(object, "thumbnail", path: path + ".thumbnail")
        let description = string(object, "description", path: path + ".description")
        let creator = creator(object, path: path + ".creator")
        guard let id, let url, let source, let thumbnail, let description, let creator else { return nil }
        return Video(
            id: id, url: url, source: source, thumbnail: thumbnail, description: description, creator: creator
        )
    }

    mutating func creator(_ parent: JSONObject, path: String) -> Creator? {
        guard let value = member(parent, "creator", path: path) else { return nil }
        guard case .object(let object) = value else {
            report(path, "expected an object, found \(value.kindDescription)")
            return nil
        }
        let id = nonEmptyString(object, "id", path: path + ".id")
        let name = string(object, "display_name", path: path + ".display_name")
        let handle = string(object, "handle", path: path + ".handle")
        let profile = string(object, "profile_url", path: path + ".profile_url")
        guard let id, let name, let handle, let profile else { return nil }
        return Creator(id: id, displayName: name, handle: handle, profileURL: profile)
    }

    mutating func member(_ object: JSONObject, _ key: String, path: String) -> JSONValue? {
        guard let value = object[key] else {
            report(path, "missing")
            return nil
        }
        return value
    }

    mutating func string(_ object: JSONObject, _ key: String, path: String) -> String? {
        guard let value = member(object, key, path: path) else { return nil }
        guard case .string(let text) = value else {
            report(path, "expected a string, found \(value.kindDescription)")
            return nil
        }
        return text
    }

    mutating func nonEmptyString(_ object: JSONObject, _ key: String, path: String) -> String? {
        guard let text = string(object, key, path: path) else { return nil }
        guard !text.allSatisfy(\.isWhitespace) else {
            report(path, "is empty")
            return nil
        }
        return text
    }

    mutating func strings(_ object: JSONObject, _ key: String, path: String) -> [String]? {
        guard let value = member(object, key, path: path) else { return nil }
        guard case .array(let items) = value else {
            report(path, "expected an array of strings, found \(value.kindDescription)")
            return nil
        }
        var texts: [String] = []
        texts.reserveCapacity(items.count)
        for (position, item) in items.enumerated() {
            guard case .string(let text) = item else {
                report("\(path)[\(position)]", "expected a string, found \(item.kindDescription)")
                return nil
            }
            texts.append(text)
        }
        return texts
    }

    mutating func enumValue<Value: RawRepresentable & CaseIterable>(
        _ object: JSONObject, _ key: String, path: String, as type: Value.Type
    ) -> Value? where Value.RawValue == String {
        guard let raw = string(object, key, path: path) else { return nil }
        guard let value = Value(rawValue: raw) else {
            let allowed = Value.allCases.map(\.rawValue).joined(separator: ", ")
            report(path, "unknown \(key.replacingUnderscores) \"\(raw)\" (expected one of \(allowed))")
            return nil
        }
        return value
    }
}

extension String {
    fileprivate var replacingUnderscores: String { String(map { $0 == "_" ? " " : $0 }) }
}
