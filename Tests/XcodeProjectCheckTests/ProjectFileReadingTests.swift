import CatalogTestSupport
import Foundation
import Testing
import XcodeProjectCheck

@Suite("Reading project files")
struct ProjectFileReadingTests {
    @Test("a folder without project.pbxproj cannot be checked")
    func missingProjectFile() throws {
        let folder = try TemporaryFolder()
        try folder.makeFolder("App/OTFExercises.xcodeproj")
        #expect(
            throws: XcodeProjectCheckError.missingProjectFile(
                path: folder.appending("App/OTFExercises.xcodeproj/project.pbxproj"))
        ) {
            try XcodeProjectChecker().check(projectAt: folder.appending("App/OTFExercises.xcodeproj"))
        }
    }

    @Test("text that is not a property list is refused by plutil, naming the file")
    func notAPropertyList() throws {
        let fixture = try ProjectFixture(projectFile: "{ objects = { ; }")
        let file = fixture.projectPath + "/project.pbxproj"
        #expect {
            try XcodeProjectChecker().check(projectAt: fixture.projectPath)
        } throws: { error in
            guard case .conversionFailed(let path, _) = error as? XcodeProjectCheckError else { return false }
            return path == file
        }
    }

    @Test(
        "a property list that is not a project is refused with the reason",
        arguments: [
            ("( a, b )", "the top level is not a dictionary"),
            ("{ rootObject = X; }", "there is no \"objects\" dictionary"),
            ("{ objects = { X = ( a ); }; rootObject = X; }", "object X is not a dictionary"),
            (
                "{ objects = { X = { isa = PBXGroup; }; }; rootObject = X; }",
                "\"rootObject\" does not name a PBXProject object"
            ),
        ])
    func notAProject(text: String, reason: String) throws {
        let fixture = try ProjectFixture(projectFile: text)
        #expect(
            throws: XcodeProjectCheckError.malformedProject(
                path: fixture.projectPath + "/project.pbxproj", reason: reason)
        ) {
            try XcodeProjectChecker().check(projectAt: fixture.projectPath)
        }
    }

    @Test("a plutil that is not installed is reported as unavailable")
    func missingPlutil() throws {
        let fixture = try ProjectFixture()
        let checker = XcodeProjectChecker(converter: PropertyListConverter(plutil: "no-such-plutil-program"))
        #expect {
            try checker.check(projectAt: fixture.projectPath)
        } throws: { error in
            guard case .converterUnavailable = error as? XcodeProjectCheckError else { return false }
            return true
        }
    }

    @Test("object definitions are counted only in the objects dictionary, outside comments and strings")
    func definitionCounts() {
        let text = """
            // !$*UTF8*$! A = {
            {
            	objects = {
            		AAAA /* B = { */ = {isa = PBXProject; attributes = {TargetAttributes = {BBBB = {}; }; }; };
            		BBBB = {isa = PBXGroup; name = "CCCC = {"; children = (DDDD, ); };
            		"EEEE" = {isa = PBXGroup; };
            		AAAA = {isa = PBXGroup; };
            	};
            	rootObject = AAAA;
            }
            """
        #expect(ObjectDefinitionScanner.definitionCounts(in: text) == ["AAAA": 2, "BBBB": 1, "EEEE": 1])
    }
}
