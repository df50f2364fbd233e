import Foundation
import Testing

/// The Linux harness's README says what every stand-in folder is for.
@Suite struct StandInListTests {
    @Test func everyStandInFolderIsListedWithItsPurpose() throws {
        let standIns = Repository.root.appendingPathComponent("App/LinuxHarness/StandIns")
        let folders = try FileManager.default.contentsOfDirectory(atPath: standIns.path).filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(
                atPath: standIns.appendingPathComponent(name).path, isDirectory: &isFolder)
                && isFolder.boolValue
        }
        let readme = try Repository.text("App/LinuxHarness/README.md")
        let heading = try #require(readme.range(of: "## What each remaining stand-in is for"))
        let listed = readme[heading.upperBound...].components(separatedBy: "\n## ")[0]
        #expect(folders.count >= 5)
        for folder in folders {
            #expect(
                listed.contains("**`\(folder)`**"),
                "App/LinuxHarness/README.md does not say what \(folder) is for")
        }
    }
}
