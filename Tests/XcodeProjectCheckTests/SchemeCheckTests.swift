import Foundation
import Testing
import XcodeProjectCheck

@Suite("XcodeProjectChecker on the shared scheme")
struct SchemeCheckTests {
    @Test("a missing scheme is reported")
    func missingScheme() throws {
        let fixture = try ProjectFixture(scheme: nil)
        #expect(
            try XcodeProjectChecker().check(projectAt: fixture.projectPath) == [
                .missingScheme(path: fixture.schemePath)
            ])
    }

    @Test("a scheme that does not build the app is reported")
    func schemeWithoutApp() throws {
        let scheme = try ProjectFixture.edit(
            ProjectFixture.validScheme, replacing: "BlueprintIdentifier = \"A00000000000000000000010\"",
            with: "BlueprintIdentifier = \"A00000000000000000000011\"")
        let fixture = try ProjectFixture(scheme: scheme)
        #expect(
            try XcodeProjectChecker().check(projectAt: fixture.projectPath) == [
                .schemeMissingTarget(
                    path: fixture.schemePath, target: "OTFExercises",
                    blueprintIdentifier: ProjectFixture.ID.app)
            ])
    }

    @Test("a scheme naming a stale identifier is reported once, with the target it no longer finds")
    func staleIdentifier() throws {
        let scheme = try ProjectFixture.edit(
            ProjectFixture.validScheme, replacing: "BlueprintIdentifier = \"A00000000000000000000012\"",
            with: "BlueprintIdentifier = \"A00000000000000000000099\"")
        let fixture = try ProjectFixture(scheme: scheme)
        #expect(
            try XcodeProjectChecker().check(projectAt: fixture.projectPath) == [
                .schemeMissingTarget(
                    path: fixture.schemePath, target: "OTFExercisesUITests",
                    blueprintIdentifier: ProjectFixture.ID.uiTests),
                .schemeUnknownTarget(
                    path: fixture.schemePath, blueprintName: "OTFExercisesUITests",
                    blueprintIdentifier: "A00000000000000000000099"),
            ])
    }

    @Test("a scheme whose test action does not run a package test target names each one missing")
    func packageTestsMissing() throws {
        let scheme = try ProjectFixture.edit(
            ProjectFixture.validScheme,
            replacing:
                "BlueprintIdentifier = \"ExerciseSearchTests\" BuildableName = \"ExerciseSearchTests\" "
                + "BlueprintName = \"ExerciseSearchTests\"",
            with: "BlueprintIdentifier = \"ExerciseSearch\" BuildableName = \"ExerciseSearch\" "
                + "BlueprintName = \"ExerciseSearch\"")
        let fixture = try ProjectFixture(scheme: scheme)
        #expect(
            try XcodeProjectChecker().check(projectAt: fixture.projectPath) == [
                .schemeMissingPackageTests(path: fixture.schemePath, target: "ExerciseSearchTests")
            ])
    }

    @Test(
        "a package test target built but not among the testables, or from another container, does not count")
    func packageTestsOutsideTheTestAction() throws {
        let scheme = try ProjectFixture.edit(
            ProjectFixture.validScheme,
            replacing: "BlueprintName = \"ExerciseCatalogTests\" ReferencedContainer = \"container:..\"",
            with: "BlueprintName = \"ExerciseCatalogTests\" ReferencedContainer = \"container:../Other\"")
        let built = try ProjectFixture.edit(
            scheme,
            replacing: "</BuildActionEntries>",
            with: "<BuildActionEntry buildForTesting = \"YES\"><BuildableReference BuildableIdentifier = "
                + "\"primary\" BlueprintIdentifier = \"ExerciseCatalogTests\" BuildableName = "
                + "\"ExerciseCatalogTests\" BlueprintName = \"ExerciseCatalogTests\" ReferencedContainer = "
                + "\"container:..\"></BuildableReference></BuildActionEntry></BuildActionEntries>")
        let fixture = try ProjectFixture(scheme: built)
        #expect(
            try XcodeProjectChecker().check(projectAt: fixture.projectPath) == [
                .schemeMissingPackageTests(path: fixture.schemePath, target: "ExerciseCatalogTests")
            ])
    }

    @Test(
        "a scheme that is not well-formed XML is reported as unreadable",
        arguments: ["<Scheme><BuildAction></Scheme>", "not XML", "<Scheme a=\"1\" a=\"2\"/>"])
    func unreadableScheme(text: String) throws {
        let fixture = try ProjectFixture(scheme: text)
        let problems = try XcodeProjectChecker().check(projectAt: fixture.projectPath)
        #expect(problems.count == 1)
        guard case .unreadableScheme(let path, _) = problems.first else {
            Issue.record("expected an unreadable scheme, got \(problems)")
            return
        }
        #expect(path == fixture.schemePath)
    }
}
