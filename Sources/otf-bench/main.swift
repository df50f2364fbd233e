import ExerciseCatalog
import Foundation

let directory = CommandLine.arguments.dropFirst().first ?? "../shared/otf-web"
func time(_ label: String, _ body: () throws -> Void) rethrows {
    var best = Double.infinity
    for _ in 0..<3 {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    print(label, best)
}
let path = directory + "/src/data/exercises.json"
let bytes = try CatalogLoader.readBytes(atPath: path)
try time("read") { _ = try CatalogLoader.readBytes(atPath: path) }
try time("parse") { _ = try JSONParser.parse(bytes) }
let doc = try JSONParser.parse(bytes)
time("decode") { _ = CatalogRecordDecoder().decode(doc) }
