import CatalogTestSupport
import ExerciseCatalog
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A temporary folder laid out by hand to attack the resolver, removed when the test ends.
///
/// Its layout:
///
///     root/secret.jpg                       a file outside the thumbnail folder
///     root/thumbs-evil/x.jpg                a sibling folder whose name starts like "thumbs"
///     root/thumbs-link -> root/thumbs       the thumbnail folder reached through a symlink
///     root/thumbs/a.jpg, café.jpg           regular files
///     root/thumbs/a..b.jpg, .hidden.jpg     regular files whose names are refused
///     root/thumbs/inside.jpg -> root/thumbs/a.jpg
///     root/thumbs/relative.jpg -> a.jpg
///     root/thumbs/outside.jpg -> root/secret.jpg
///     root/thumbs/up.jpg -> ../secret.jpg
///     root/thumbs/sibling.jpg -> root/thumbs-evil/x.jpg
///     root/thumbs/root.jpg -> root
///     root/thumbs/dangling.jpg -> root/thumbs/missing.jpg
///     root/thumbs/folder.jpg/inner.jpg      a folder named like a picture
///     root/thumbs/sub/x.jpg
private final class ThumbnailFolder {
    /// The fixture's root with every symlink resolved, so expected paths can be written out.
    let root: String
    /// The thumbnail folder.
    var thumbs: String { root + "/thumbs" }

    init() throws {
        let fileManager = FileManager.default
        let base = fileManager.temporaryDirectory.appendingPathComponent("ThumbnailResolverTests-\(UUID())")
            .path
        try fileManager.createDirectory(atPath: base, withIntermediateDirectories: true)
        guard let resolved = realpath(base, nil) else {
            throw CocoaError(.fileNoSuchFile)
        }
        root = String(cString: resolved)
        free(resolved)

        for folder in ["thumbs", "thumbs-evil", "thumbs/folder.jpg", "thumbs/sub"] {
            try fileManager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        let files = [
            "secret.jpg", "thumbs-evil/x.jpg", "thumbs/a.jpg", "thumbs/a..b.jpg", "thumbs/.hidden.jpg",
            "thumbs/caf\u{E9}.jpg",
            "thumbs/folder.jpg/inner.jpg", "thumbs/sub/x.jpg",
        ]
        for file in files {
            try Data("jpeg".utf8).write(to: URL(fileURLWithPath: root + "/" + file))
        }
        let links = [
            ("thumbs-link", root + "/thumbs"),
            ("thumbs/inside.jpg", root + "/thumbs/a.jpg"),
            ("thumbs/relative.jpg", "a.jpg"),
            ("thumbs/outside.jpg", root + "/secret.jpg"),
            ("thumbs/up.jpg", "../secret.jpg"),
            ("thumbs/sibling.jpg", root + "/thumbs-evil/x.jpg"),
            ("thumbs/root.jpg", root),
            ("thumbs/dangling.jpg", root + "/thumbs/missing.jpg"),
        ]
        for (link, destination) in links {
            try fileManager.createSymbolicLink(atPath: root + "/" + link, withDestinationPath: destination)
        }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }
}

@Suite struct ThumbnailResolverTests {
    /// Thumbnail paths that must resolve, with the file (relative to the fixture root) they lead to.
    private static let resolvable: [(thumbnail: String, file: String)] = [
        ("/thumbs/a.jpg", "thumbs/a.jpg"),
        ("/thumbs/caf\u{E9}.jpg", "thumbs/caf\u{E9}.jpg"),
        ("/thumbs/inside.jpg", "thumbs/a.jpg"),
        ("/thumbs/relative.jpg", "thumbs/a.jpg"),
    ]

    @Test(arguments: resolvable)
    func resolvesFileInsideTheFolder(thumbnail: String, file: String) throws {
        let folder = try ThumbnailFolder()
        let resolver = ThumbnailResolver(thumbnailsDirectory: folder.thumbs)
        #expect(resolver.path(for: thumbnail) == folder.root + "/" + file)
    }

    /// Thumbnail paths that are empty, missing, not a regular file, would leave the folder, or name a
    /// file that `otf catalog verify` refuses to follow (a hidden one, a name with "..").
    private static let unresolvable = [
        "/thumbs/a..b.jpg", "/thumbs/.hidden.jpg",
        "", "/thumbs/", "/thumbs/missing.jpg", "thumbs/a.jpg", "a.jpg", "/thumb/a.jpg", "/THUMBS/a.jpg",
        "//thumbs/a.jpg", " /thumbs/a.jpg", "/thumbs//a.jpg", "/thumbs/a.jpg/", "/thumbs/.", "/thumbs/..",
        "/thumbs/../secret.jpg", "/thumbs/../thumbs/a.jpg", "/thumbs/sub/x.jpg",
        "/thumbs/folder.jpg/inner.jpg",
        "/etc/passwd", "/secret.jpg", "/thumbs/..\\secret.jpg", "/thumbs\\a.jpg",
        "/thumbs/%2e%2e%2fsecret.jpg",
        "/thumbs/..%2fsecret.jpg", "/thumbs/a%2ejpg", "/thumbs/a.jpg\u{0}.png", "/thumbs/a.jpg\u{0}",
        "/thumbs/a.jpg\n", "/thumbs/\u{1B}a.jpg", "/thumbs/a.jpg\u{7F}", "/thumbs/\u{85}a.jpg",
        "/thumbs/outside.jpg", "/thumbs/up.jpg", "/thumbs/sibling.jpg", "/thumbs/root.jpg",
        "/thumbs/dangling.jpg", "/thumbs/folder.jpg", "/thumbs/sub",
    ]

    @Test(arguments: unresolvable)
    func refusesPathThatIsNotASafeFile(thumbnail: String) throws {
        let folder = try ThumbnailFolder()
        #expect(ThumbnailResolver(thumbnailsDirectory: folder.thumbs).path(for: thumbnail) == nil)
    }

    @Test func resolvesThroughASymlinkedFolder() throws {
        let folder = try ThumbnailFolder()
        let resolver = ThumbnailResolver(thumbnailsDirectory: folder.root + "/thumbs-link")
        #expect(resolver.path(for: "/thumbs/a.jpg") == folder.root + "/thumbs/a.jpg")
        #expect(resolver.path(for: "/thumbs/outside.jpg") == nil)
    }

    @Test func resolvesNothingWithoutAFolder() throws {
        let folder = try ThumbnailFolder()
        #expect(ThumbnailResolver(thumbnailsDirectory: nil).path(for: "/thumbs/a.jpg") == nil)
        let missing = ThumbnailResolver(thumbnailsDirectory: folder.root + "/no-such-folder")
        #expect(missing.path(for: "/thumbs/a.jpg") == nil)
        let truncated = ThumbnailResolver(thumbnailsDirectory: folder.thumbs + "\u{0}/sub")
        #expect(truncated.path(for: "/thumbs/a.jpg") == nil)
    }

    @Test func resolvesAVideosThumbnail() throws {
        let folder = try ThumbnailFolder()
        let resolver = ThumbnailResolver(thumbnailsDirectory: folder.thumbs)
        let creator = Creator(
            id: "coachingotf", displayName: "Coach Rudy", handle: "coachingotf",
            profileURL: "https://www.instagram.com/coachingotf/")
        var video = Video(
            id: "ig_a", url: "https://www.instagram.com/reel/a/", source: .instagram,
            thumbnail: "/thumbs/a.jpg",
            description: "Demo", creator: creator)
        #expect(resolver.path(for: video) == folder.root + "/thumbs/a.jpg")
        video.thumbnail = "/thumbs/outside.jpg"
        #expect(resolver.path(for: video) == nil)
        video.thumbnail = ""
        #expect(resolver.path(for: video) == nil)
    }

    /// Counts over $OTF_TEST_CATALOG, computed independently with Python: of the 1,953 videos in
    /// src/data/exercises.json, 751 have an empty thumbnail and 1,202 name "/thumbs/<file>" where
    /// public/thumbs/<file> is a regular file (os.path.isfile and not os.path.islink); none is missing.
    private static let realVideosWithThumbnail = 1202
    private static let realVideosWithoutThumbnail = 751

    @Test(TestCatalog.isRequired)
    func resolvesTheRealCatalogsThumbnails() throws {
        let catalog = try TestCatalog.load()
        let resolver = ThumbnailResolver(thumbnailsDirectory: catalog.thumbnailsDirectory)
        let videos = catalog.exercises.flatMap(\.videos)
        let resolved = videos.compactMap { resolver.path(for: $0) }
        #expect(resolved.count == Self.realVideosWithThumbnail)
        #expect(videos.count - resolved.count == Self.realVideosWithoutThumbnail)
        #expect(resolved.allSatisfy { $0.hasSuffix(".jpg") && $0.contains("/public/thumbs/") })
    }
}
