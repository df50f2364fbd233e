import Foundation
import Testing
import XcodeProjectCheck

@Suite("The iPhone app's project")
struct RealProjectTests {
    /// The repository root, three folders above this file.
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test("App/OTFExercises.xcodeproj has no problems")
    func appProject() throws {
        let project = Self.repositoryRoot.appendingPathComponent("App/OTFExercises.xcodeproj").path
        #expect(try XcodeProjectChecker().check(projectAt: project) == [])
    }
}
