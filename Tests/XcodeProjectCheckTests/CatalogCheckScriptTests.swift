import CatalogTestSupport
import Foundation
import Testing

@Suite("fetch-catalog.sh's check of an imported catalog (App/Scripts/check-catalog.py)")
struct CatalogCheckScriptTests {
    static let script = RealProjectTests.repositoryRoot.appendingPathComponent(
        "App/Scripts/check-catalog.py"
    ).path

    /// Two exercises with three videos, all with a thumbnail, as the web directory lists them.
    static let webList = """
        [{"id": "a", "videos": [{"id": "v1", "thumbnail": "/thumbs/1.jpg"}, {"id": "v2", "thumbnail": "/thumbs/2.jpg"}]},
         {"id": "b", "videos": [{"id": "v3", "thumbnail": "/thumbs/3.jpg"}]}]
        """

    /// A web checkout and an import of it in `folder`; `imported` replaces the imported list.
    private func catalog(in folder: TemporaryFolder, imported: String = webList, exercises: Int = 2) throws {
        try folder.write(Self.webList, to: "web/src/data/exercises.json")
        try folder.write(imported, to: "catalog/exercises.json")
        try folder.write(#"{"counts": {"exercises": \#(exercises)}}"#, to: "catalog/manifest.json")
        for name in ["1", "2", "3"] {
            try folder.write("jpeg", to: "catalog/thumbs/\(name).jpg")
        }
    }

    /// Runs the check with the expected counts `environment`; returns its status and what it printed.
    private func check(_ folder: TemporaryFolder, _ environment: [String: String] = [:]) throws -> (
        status: Int32, output: String
    ) {
        try ScriptRun.run(
            "/usr/bin/env", ["python3", Self.script, folder.appending("web"), folder.appending("catalog")],
            environment: [
                "PATH": "/usr/bin:/bin", "OTF_EXPECTED_EXERCISES": "2", "OTF_EXPECTED_VIDEOS": "3",
            ].merging(environment) { $1 })
    }

    @Test("the expected counts, every thumbnail and every record pass")
    func passes() throws {
        let folder = try TemporaryFolder()
        try catalog(in: folder)
        let result = try check(folder)
        #expect(result.status == 0)
        #expect(result.output == "check-catalog: 2 exercises, 3 videos, 3 thumbnails, no record dropped\n")
    }

    @Test("the reviewed catalog's counts are the default: 778 exercises, 1,405 videos")
    func defaultCounts() throws {
        let folder = try TemporaryFolder()
        try catalog(in: folder)
        let result = try check(folder, ["OTF_EXPECTED_EXERCISES": "778", "OTF_EXPECTED_VIDEOS": "1405"])
        let prefix = "check-catalog: \(folder.appending("catalog")): "
        #expect(result.status == 1)
        #expect(
            result.output
                == prefix + "2 exercises, expected 778 (OTF_EXPECTED_EXERCISES)\n" + prefix
                + "3 videos, expected 1405 (OTF_EXPECTED_VIDEOS)\n")
        let script = try String(contentsOfFile: Self.script, encoding: .utf8)
        #expect(script.contains(#""OTF_EXPECTED_EXERCISES", 778)"#))
        #expect(script.contains(#""OTF_EXPECTED_VIDEOS", 1405)"#))
    }

    @Test("a video count that is off fails")
    func videoCountOff() throws {
        let folder = try TemporaryFolder()
        try catalog(in: folder)
        let result = try check(folder, ["OTF_EXPECTED_VIDEOS": "4"])
        #expect(result.status == 1)
        #expect(result.output.hasSuffix("3 videos, expected 4 (OTF_EXPECTED_VIDEOS)\n"))
    }

    @Test("a missing thumbnail file fails and is named, unless exactly that many are expected missing")
    func thumbnailMissing() throws {
        let folder = try TemporaryFolder()
        try catalog(in: folder)
        try FileManager.default.removeItem(atPath: folder.appending("catalog/thumbs/2.jpg"))
        let result = try check(folder)
        #expect(result.status == 1)
        #expect(
            result.output.hasSuffix(
                "1 videos without a thumbnail file, expected 0 (OTF_EXPECTED_MISSING_THUMBNAILS); first: a: v2\n"
            ))
        #expect(try check(folder, ["OTF_EXPECTED_MISSING_THUMBNAILS": "1"]).status == 0)
    }

    @Test("a record dropped by the import fails, naming it")
    func recordDropped() throws {
        let folder = try TemporaryFolder()
        try catalog(
            in: folder, imported: #"[{"id": "a", "videos": [{"id": "v1", "thumbnail": "/thumbs/1.jpg"}]}]"#,
            exercises: 1)
        let result = try check(folder, ["OTF_EXPECTED_EXERCISES": "1", "OTF_EXPECTED_VIDEOS": "1"])
        #expect(result.status == 1)
        #expect(
            result.output
                == "check-catalog: \(folder.appending("catalog")): records dropped: the web directory has 2, "
                + "the import 1 (manifest: 1); missing: b\n")
    }
}
