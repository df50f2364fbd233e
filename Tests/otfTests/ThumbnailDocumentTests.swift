import CatalogTestSupport
import Foundation
import Testing

/// Thumbnails.md's claim about the real catalog's PNG files named `.jpg`, checked against the catalog:
/// how many there are, and that no video references one.
@Suite struct ThumbnailDocumentTests {
    @Test(TestCatalog.isRequired)
    func thePNGFilesNamedJPGAreAsManyAsTheDocumentSaysAndUnreferenced() throws {
        let root = try TestCatalog.directory()
        let folder = root + "/public/thumbs"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        let pngs = try names.filter { name in
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: folder + "/" + name))
            defer { try? handle.close() }
            let head = try handle.read(upToCount: 4).map { [UInt8]($0) }
            return name.hasSuffix(".jpg") && head == [0x89, 0x50, 0x4E, 0x47]
        }
        let list = try Data(contentsOf: URL(fileURLWithPath: root + "/src/data/exercises.json"))
        let records = try #require(try JSONSerialization.jsonObject(with: list) as? [[String: Any]])
        let videos = records.flatMap { $0["videos"] as? [[String: Any]] ?? [] }
        let referenced = Set(
            videos.compactMap { $0["thumbnail"] as? String }.map {
                URL(fileURLWithPath: $0).lastPathComponent
            })
        let text = try Repository.text("Documentation/Thumbnails.md")
        let words = ["none", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
        let said = try #require(
            words.firstIndex { text.contains("\($0.capitalized) files of its thumbnail folder") })
        #expect(pngs.count == said, "Thumbnails.md says \(words[said]), the catalog has \(pngs.count)")
        #expect(text.contains("no\nvideo references them") || text.contains("no video references them"))
        #expect(
            pngs.filter(referenced.contains).isEmpty, "referenced PNGs: \(pngs.filter(referenced.contains))")
    }
}
