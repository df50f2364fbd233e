/// Counts describing a catalog: its exercises, videos, creators and thumbnails.
public struct CatalogStats: Sendable, Equatable, Codable {
    /// Number of exercises.
    public var exercises: Int
    /// Number of videos across all exercises.
    public var videos: Int
    /// Videos posted on Instagram.
    public var instagramVideos: Int
    /// Videos posted on TikTok.
    public var tiktokVideos: Int
    /// Distinct creators, by creator id.
    public var creators: Int
    /// Videos whose thumbnail field is not empty.
    public var videosWithThumbnail: Int
    /// Videos with a thumbnail field whose file exists.
    public var thumbnailFilesPresent: Int
    /// Videos with a thumbnail field whose file is absent.
    public var thumbnailFilesMissing: Int
    /// Videos whose thumbnail field is empty.
    public var videosWithoutThumbnail: Int

    /// Creates stats from counts already known, to compare against or to display.
    public init(
        exercises: Int, videos: Int, instagramVideos: Int, tiktokVideos: Int, creators: Int,
        videosWithThumbnail: Int, thumbnailFilesPresent: Int, thumbnailFilesMissing: Int,
        videosWithoutThumbnail: Int
    ) {
        self.exercises = exercises
        self.videos = videos
        self.instagramVideos = instagramVideos
        self.tiktokVideos = tiktokVideos
        self.creators = creators
        self.videosWithThumbnail = videosWithThumbnail
        self.thumbnailFilesPresent = thumbnailFilesPresent
        self.thumbnailFilesMissing = thumbnailFilesMissing
        self.videosWithoutThumbnail = videosWithoutThumbnail
    }

    /// Counts `exercises`, asking `thumbnailFileExists` once per non-empty thumbnail field.
    ///
    /// The closure receives the video's thumbnail field as written, e.g. "/thumbs/abc.jpg"; resolving it
    /// to a file safely is the caller's job.
    public init(exercises: [Exercise], thumbnailFileExists: (String) -> Bool) {
        self.init(
            exercises: exercises.count, videos: 0, instagramVideos: 0, tiktokVideos: 0, creators: 0,
            videosWithThumbnail: 0, thumbnailFilesPresent: 0, thumbnailFilesMissing: 0,
            videosWithoutThumbnail: 0)
        var creatorIDs: Set<String> = []
        for video in exercises.flatMap(\.videos) {
            videos += 1
            switch video.source {
            case .instagram: instagramVideos += 1
            case .tiktok: tiktokVideos += 1
            }
            creatorIDs.insert(video.creator.id)
            if video.thumbnail.isEmpty {
                videosWithoutThumbnail += 1
            } else {
                videosWithThumbnail += 1
                if thumbnailFileExists(video.thumbnail) {
                    thumbnailFilesPresent += 1
                } else {
                    thumbnailFilesMissing += 1
                }
            }
        }
        creators = creatorIDs.count
    }

    enum CodingKeys: String, CodingKey {
        case exercises
        case videos
        case instagramVideos = "instagram_videos"
        case tiktokVideos = "tiktok_videos"
        case creators
        case videosWithThumbnail = "videos_with_thumbnail"
        case thumbnailFilesPresent = "thumbnail_files_present"
        case thumbnailFilesMissing = "thumbnail_files_missing"
        case videosWithoutThumbnail = "videos_without_thumbnail"
    }
}
