internal import ExerciseCatalog
internal import Foundation
internal import TerminalKit

/// A kitty thumbnail from the catalog's JPEG: decode, shrink to fit 160×160, encode as PNG.
enum ThumbnailBenchmark {
    /// Times the first thumbnail (by name) in `thumbnailsFolder` that is a JPEG file.
    static func run(thumbnailsFolder: String?, report: BenchReport) {
        guard let folder = thumbnailsFolder else {
            report.note("thumbnail to kitty PNG", "the catalog has no thumbnail folder")
            return
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        let jpeg = names.lazy.compactMap { try? CatalogLoader.readBytes(atPath: folder + "/" + $0) }
            .first { $0.starts(with: [0xFF, 0xD8]) }
        guard let jpeg, let image = try? JPEGDecoder.decode(jpeg) else {
            report.note("thumbnail to kitty PNG", "no JPEG thumbnail in \(folder)")
            return
        }
        var bytes = 0
        let timing = Measurement.repeated(times: 30) { _ in
            bytes = (try? PNGThumbnail(jpeg: jpeg))?.png.count ?? 0
        }
        report.record(
            "thumbnail to kitty PNG (\(image.width)×\(image.height) JPEG, \(jpeg.count) bytes)", timing,
            detail: "\(bytes) bytes of PNG")
    }
}
