internal import ExerciseCatalog

/// Writes exercises into a snapshot and reads them back, each distinct string stored once.
///
/// Layout: the string table (every distinct string, in first-use order), then the number of exercises and each exercise as string numbers (id, name, category, muscle groups,
/// equipment, movement type, cues) followed by its videos (id, URL, source, thumbnail, description,
/// creator id, display name, handle, profile URL). Enumerations are stored by raw value, so reordering
/// their cases changes nothing.
enum ExerciseListCoding {
    /// Appends `exercises` to `writer`.
    static func write(_ exercises: [Exercise], to writer: inout SnapshotWriter) {
        var table = StringNumbering()
        var records = SnapshotWriter()
        records.write(UInt32(exercises.count))
        for exercise in exercises {
            for text in [exercise.id, exercise.name, exercise.category.rawValue] {
                records.write(table.number(text))
            }
            records.write(exercise.muscleGroups.map { table.number($0) })
            records.write(exercise.equipment.map { table.number($0) })
            records.write(table.number(exercise.movementType.rawValue))
            records.write(exercise.coachingCues.map { table.number($0) })
            records.write(UInt32(exercise.videos.count))
            for video in exercise.videos {
                let creator = video.creator
                for text in [
                    video.id, video.url, video.source.rawValue, video.thumbnail, video.description,
                    creator.id,
                    creator.displayName, creator.handle, creator.profileURL,
                ] {
                    records.write(table.number(text))
                }
            }
        }
        writer.write(table.strings)
        writer.append(records.bytes)
    }

    /// Reads exercises written by ``write(_:to:)``.
    static func read(from reader: inout SnapshotReader) throws(SnapshotError) -> [Exercise] {
        let strings = StringLookup(strings: try reader.readStrings())
        var categories = EnumLookup<ExerciseCategory>()
        var movements = EnumLookup<MovementType>()
        var platforms = EnumLookup<Platform>()
        let count = Int(try reader.read(UInt32.self))
        try reader.require(count * 4, "\(count) exercises")
        var exercises: [Exercise] = []
        exercises.reserveCapacity(count)
        for _ in 0..<count {
            let id = try strings.text(from: &reader)
            let name = try strings.text(from: &reader)
            let category = try categories.value(from: &reader, in: strings)
            let muscleGroups = try strings.texts(from: &reader)
            let equipment = try strings.texts(from: &reader)
            let movement = try movements.value(from: &reader, in: strings)
            let cues = try strings.texts(from: &reader)
            let videoCount = Int(try reader.read(UInt32.self))
            try reader.require(videoCount * 36, "\(videoCount) videos")
            var videos: [Video] = []
            videos.reserveCapacity(videoCount)
            for _ in 0..<videoCount {
                videos.append(
                    Video(
                        id: try strings.text(from: &reader), url: try strings.text(from: &reader),
                        source: try platforms.value(from: &reader, in: strings),
                        thumbnail: try strings.text(from: &reader),
                        description: try strings.text(from: &reader),
                        creator: Creator(
                            id: try strings.text(from: &reader), displayName: try strings.text(from: &reader),
                            handle: try strings.text(from: &reader),
                            profileURL: try strings.text(from: &reader))))
            }
            exercises.append(
                Exercise(
                    id: id, name: name, category: category, muscleGroups: muscleGroups, equipment: equipment,
                    movementType: movement, coachingCues: cues, videos: videos))
        }
        return exercises
    }
}

/// Numbers distinct strings in first-use order.
private struct StringNumbering {
    private(set) var strings: [String] = []
    private var numbers: [String: UInt32] = [:]

    /// The number of `text`, adding it when new.
    mutating func number(_ text: String) -> UInt32 {
        if let known = numbers[text] { return known }
        let number = UInt32(strings.count)
        strings.append(text)
        numbers[text] = number
        return number
    }
}

/// Turns string numbers read from a snapshot back into strings, refusing numbers past the table.
private struct StringLookup {
    let strings: [String]

    /// Reads a string number and checks it against the table.
    func number(from reader: inout SnapshotReader) throws(SnapshotError) -> Int {
        let number = Int(try reader.read(UInt32.self))
        guard number < strings.count else {
            throw SnapshotError("string number \(number) is past the \(strings.count) strings of the table")
        }
        return number
    }

    /// Reads a string number and returns its string.
    func text(from reader: inout SnapshotReader) throws(SnapshotError) -> String {
        strings[try number(from: &reader)]
    }

    /// Reads a count and that many string numbers, and returns their strings.
    func texts(from reader: inout SnapshotReader) throws(SnapshotError) -> [String] {
        let count = Int(try reader.read(UInt32.self))
        try reader.require(count * 4, "\(count) string numbers")
        var texts: [String] = []
        texts.reserveCapacity(count)
        for _ in 0..<count { texts.append(try text(from: &reader)) }
        return texts
    }
}

/// Turns string numbers into cases of `Value` by raw value, each number parsed once.
///
/// A catalog uses a handful of numbers per enumeration, so they are kept in a short list searched from
/// the start rather than in a dictionary.
private struct EnumLookup<Value: RawRepresentable<String>> {
    private var parsed: [(number: Int, value: Value)] = []

    /// Reads a string number and returns the case whose raw value is its string.
    mutating func value(from reader: inout SnapshotReader, in strings: StringLookup) throws(SnapshotError)
        -> Value
    {
        let number = try strings.number(from: &reader)
        if let known = parsed.first(where: { $0.number == number }) { return known.value }
        guard let value = Value(rawValue: strings.strings[number]) else {
            throw SnapshotError("\"\(strings.strings[number])\" is not a \(Value.self) value")
        }
        parsed.append((number, value))
        return value
    }
}
