import Foundation

/// The JPEG and PNG files in Fixtures/ (made by Fixtures/generate.py with Pillow), read from the test
/// bundle.
enum ImageFixtures {
    /// A fixture file is missing from the bundle.
    struct Missing: Error, CustomStringConvertible {
        /// The file's name.
        let name: String

        /// What is missing.
        var description: String { "no fixture \(name) in the test bundle" }
    }

    /// The bytes of the fixture file `name` (with its extension).
    static func bytes(_ name: String) throws -> [UInt8] {
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures")
        else { throw Missing(name: name) }
        return Array(try Data(contentsOf: url))
    }

    /// The JPEG `name`.jpg and Pillow's decode of it, `name`.rgb.
    static func jpegWithReference(_ name: String) throws -> (jpeg: [UInt8], reference: [UInt8]) {
        (try bytes(name + ".jpg"), try bytes(name + ".rgb"))
    }
}
