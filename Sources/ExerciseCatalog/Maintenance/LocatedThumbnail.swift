/// One video's thumbnail reference together with where it sits in `exercises.json`.
struct LocatedThumbnail {
    /// The record's index in the file.
    var recordIndex: Int
    /// The record's exercise id.
    var exerciseID: String
    /// The field path, such as "videos[1].thumbnail".
    var field: String
    /// The reference as read.
    var reference: ThumbnailReference

    /// Every video's thumbnail in a loaded catalog, in file order.
    static func all(in catalog: Catalog) -> [LocatedThumbnail] {
        let indices = KeptRecordIndices.indices(
            keptCount: catalog.exercises.count, problems: catalog.problems)
        var located: [LocatedThumbnail] = []
        for (exercise, recordIndex) in zip(catalog.exercises, indices) {
            for (position, video) in exercise.videos.enumerated() {
                located.append(
                    LocatedThumbnail(
                        recordIndex: recordIndex, exerciseID: exercise.id,
                        field: "videos[\(position)].thumbnail",
                        reference: ThumbnailReference(video.thumbnail)))
            }
        }
        return located
    }

    /// A problem located at this field of `file`.
    func problem(_ severity: CatalogProblem.Severity, file: String, _ message: String) -> CatalogProblem {
        CatalogProblem(
            severity: severity, file: file, recordIndex: recordIndex, recordID: exerciseID, field: field,
            message: message)
    }
}
