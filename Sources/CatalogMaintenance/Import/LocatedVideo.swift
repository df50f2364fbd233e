internal import ExerciseCatalog

/// One video together with where it sits in `exercises.json`, for problems that name record and field.
struct LocatedVideo {
    /// The record's index in the file.
    var recordIndex: Int
    /// The record's exercise id.
    var exerciseID: String
    /// The video's position in the record's `videos` array.
    var position: Int
    /// The video as decoded.
    var video: Video

    /// Every video of a loaded catalog, in file order.
    static func all(in catalog: Catalog) -> [LocatedVideo] {
        let indices = KeptRecordIndices.indices(
            keptCount: catalog.exercises.count, problems: catalog.problems)
        var located: [LocatedVideo] = []
        for (exercise, recordIndex) in zip(catalog.exercises, indices) {
            for (position, video) in exercise.videos.enumerated() {
                located.append(
                    LocatedVideo(
                        recordIndex: recordIndex, exerciseID: exercise.id, position: position, video: video))
            }
        }
        return located
    }

    /// The video's thumbnail field, read as a reference into the thumbnail folder.
    var thumbnail: ThumbnailReference { ThumbnailReference(video.thumbnail) }

    /// A problem at `field` of this video, such as "thumbnail" for "videos[1].thumbnail".
    func problem(_ severity: CatalogProblem.Severity, file: String, field: String, _ message: String)
        -> CatalogProblem
    {
        CatalogProblem(
            severity: severity, file: file, recordIndex: recordIndex, recordID: exerciseID,
            field: "videos[\(position)].\(field)", message: message)
    }
}
