import Foundation
import Testing
import XcodeProjectCheck

@Suite("XcodeProjectChecker on hand-written projects")
struct XcodeProjectCheckerTests {
    @Test("a valid project has no problems")
    func validProject() throws {
        let fixture = try ProjectFixture()
        #expect(try XcodeProjectChecker().check(projectAt: fixture.projectPath) == [])
    }

    /// One broken variant of the valid project file and the problems it must produce.
    struct BrokenProjectFile: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let original: String
        let replacement: String
        let expected: [ProjectProblem]
    }

    static let brokenProjectFiles: [BrokenProjectFile] = [
        BrokenProjectFile(
            testDescription: "a target renamed away",
            original: "name = OTFExercisesUITests;", replacement: "name = UITests;",
            expected: [.missingTarget(name: "OTFExercisesUITests")]),
        BrokenProjectFile(
            testDescription: "the app builds a framework",
            original: "productType = \"com.apple.product-type.application\";",
            replacement: "productType = \"com.apple.product-type.framework\";",
            expected: [
                .wrongProductType(
                    target: "OTFExercises", expected: "com.apple.product-type.application",
                    found: "com.apple.product-type.framework")
            ]),
        BrokenProjectFile(
            testDescription: "the unit tests have no product type",
            original: "productType = \"com.apple.product-type.bundle.unit-test\";", replacement: "",
            expected: [
                .wrongProductType(
                    target: "OTFExercisesTests", expected: "com.apple.product-type.bundle.unit-test",
                    found: "")
            ]),
        BrokenProjectFile(
            testDescription: "the app does not depend on ExerciseSearch",
            original: "\t\t\t\tA00000000000000000000042 /* ExerciseSearch */,\n", replacement: "",
            expected: [.missingPackageProduct(target: "OTFExercises", product: "ExerciseSearch")]),
        BrokenProjectFile(
            testDescription: "the app does not link ExerciseSearch",
            original: "\t\t\t\tA00000000000000000000032 /* ExerciseSearch in Frameworks */,\n",
            replacement: "",
            expected: [.packageProductNotLinked(target: "OTFExercises", product: "ExerciseSearch")]),
        BrokenProjectFile(
            testDescription: "the UI tests do not link AppTestSupport",
            original: "\t\t\t\tA00000000000000000000035 /* AppTestSupport in Frameworks */,\n",
            replacement: "",
            expected: [.packageProductNotLinked(target: "OTFExercisesUITests", product: "AppTestSupport")]),
        BrokenProjectFile(
            testDescription: "the app depends on AppTestSupport",
            original: "\t\t\t\tA00000000000000000000043 /* ExerciseDirectory */,\n",
            replacement:
                "\t\t\t\tA00000000000000000000043 /* ExerciseDirectory */,\n\t\t\t\tA00000000000000000000044,\n",
            expected: [.testSupportInApp(target: "OTFExercises", product: "AppTestSupport")]),
        BrokenProjectFile(
            testDescription: "the package is a remote one",
            original: "isa = XCLocalSwiftPackageReference;",
            replacement: "isa = XCRemoteSwiftPackageReference;",
            expected: ["ExerciseCatalog", "ExerciseSearch", "ExerciseDirectory"].map {
                .productNotFromLocalPackage(target: "OTFExercises", product: $0)
            } + [.productNotFromLocalPackage(target: "OTFExercisesUITests", product: "AppTestSupport")]),
        BrokenProjectFile(
            testDescription: "the package reference is not listed by the project",
            original: "\t\t\t\tA00000000000000000000040 /* XCLocalSwiftPackageReference \"..\" */,\n",
            replacement: "",
            expected: ["ExerciseCatalog", "ExerciseSearch", "ExerciseDirectory"].map {
                .productNotFromLocalPackage(target: "OTFExercises", product: $0)
            } + [.productNotFromLocalPackage(target: "OTFExercisesUITests", product: "AppTestSupport")]),
        BrokenProjectFile(
            testDescription: "an object defined twice",
            original: "\t\tA00000000000000000000002 = {",
            replacement:
                "\t\tA00000000000000000000002 = {isa = PBXGroup; };\n\t\tA00000000000000000000002 = {",
            expected: [.duplicateObjectID(id: "A00000000000000000000002", count: 2)]),
        BrokenProjectFile(
            testDescription: "a dependency naming no object",
            original: "\t\t\t\tA00000000000000000000043 /* ExerciseDirectory */,\n",
            replacement:
                "\t\t\t\tA00000000000000000000043 /* ExerciseDirectory */,\n\t\t\t\tA00000000000000000000098,\n",
            expected: [
                .danglingReference(
                    object: "A00000000000000000000010", field: "packageProductDependencies",
                    id: "A00000000000000000000098")
            ]),
        BrokenProjectFile(
            testDescription: "a synchronized folder outside the project tree",
            original: "path = OTFExercisesTests; sourceTree = \"<group>\";",
            replacement: "path = OTFExercisesTests; sourceTree = BUILT_PRODUCTS_DIR;",
            expected: [.unresolvableSynchronizedFolder(group: "OTFExercisesTests")]),
    ]

    @Test("a broken project file is reported", arguments: brokenProjectFiles)
    func brokenProjectFile(_ broken: BrokenProjectFile) throws {
        let projectFile = try ProjectFixture.edit(
            ProjectFixture.validProjectFile, replacing: broken.original, with: broken.replacement)
        let fixture = try ProjectFixture(projectFile: projectFile)
        #expect(try XcodeProjectChecker().check(projectAt: fixture.projectPath) == broken.expected)
    }

    @Test("a package folder without Package.swift is reported with the folder looked in")
    func missingManifest() throws {
        let fixture = try ProjectFixture(hasManifest: false)
        #expect(
            try XcodeProjectChecker().check(projectAt: fixture.projectPath) == [
                .missingPackageManifest(relativePath: "..", resolvedPath: fixture.root.path)
            ])
    }

    @Test("a package path leading elsewhere is resolved against the folder holding the project")
    func packageElsewhere() throws {
        let projectFile = try ProjectFixture.edit(
            ProjectFixture.validProjectFile, replacing: "relativePath = ..;",
            with: "relativePath = ../Elsewhere;")
        let scheme = try ProjectFixture.edit(
            ProjectFixture.validScheme, replacing: "\"container:..\"", with: "\"container:../Elsewhere\"")
        let fixture = try ProjectFixture(projectFile: projectFile, scheme: scheme)
        try fixture.root.makeFolder("Elsewhere")
        #expect(
            try XcodeProjectChecker().check(projectAt: fixture.projectPath) == [
                .missingPackageManifest(
                    relativePath: "../Elsewhere", resolvedPath: fixture.root.appending("Elsewhere"))
            ])
    }

    @Test("a missing synchronized folder is reported with the path looked for")
    func missingSynchronizedFolder() throws {
        let fixture = try ProjectFixture(folders: ["OTFExercises", "OTFExercisesTests"])
        #expect(
            try XcodeProjectChecker().check(projectAt: fixture.projectPath) == [
                .missingSynchronizedFolder(
                    group: "OTFExercisesUITests",
                    resolvedPath: fixture.root.appending("App/OTFExercisesUITests"))
            ])
    }
}

@Suite("What shipping the app needs")
struct ShippingCheckTests {
    private func problems(_ fixture: ProjectFixture) throws -> [ProjectProblem] {
        try XcodeProjectChecker().check(projectAt: fixture.projectPath)
    }

    @Test("an icon that is missing, not named or not 1024 x 1024 is a problem")
    func icon() throws {
        let fixture = try ProjectFixture()
        let iconSet = fixture.root.appending("App/OTFExercises/Assets.xcassets/AppIcon.appiconset")
        try fixture.root.write(
            ProjectFixture.pngHeader(width: 512, height: 512),
            to: "App/OTFExercises/Assets.xcassets/AppIcon.appiconset/AppIcon.png")
        #expect(
            try problems(fixture) == [
                .missingAppIcon(path: iconSet + "/AppIcon.png", reason: "not a 1024x1024 PNG")
            ])
        try FileManager.default.removeItem(atPath: iconSet + "/AppIcon.png")
        #expect(
            try problems(fixture) == [
                .missingAppIcon(path: iconSet + "/AppIcon.png", reason: "the file is missing")
            ])
        try fixture.root.write(
            #"{"images": [{"size": "1024x1024"}]}"#,
            to: "App/OTFExercises/Assets.xcassets/AppIcon.appiconset/Contents.json")
        #expect(
            try problems(fixture) == [
                .missingAppIcon(
                    path: iconSet + "/Contents.json", reason: "no 1024x1024 image with a file name")
            ])
    }

    @Test("a privacy manifest that is missing or lacks C617.1 for file timestamps is a problem")
    func privacyManifest() throws {
        let fixture = try ProjectFixture()
        let path = fixture.root.appending("App/OTFExercises/PrivacyInfo.xcprivacy")
        try fixture.root.write(
            ProjectFixture.privacyManifest.replacingOccurrences(of: "C617.1", with: "DDA9.1"),
            to: "App/OTFExercises/PrivacyInfo.xcprivacy")
        #expect(
            try problems(fixture) == [
                .privacyReasonMissing(
                    path: path, category: "NSPrivacyAccessedAPICategoryFileTimestamp", reason: "C617.1")
            ])
        try FileManager.default.removeItem(atPath: path)
        #expect(try problems(fixture) == [.missingPrivacyManifest(path: path)])
    }

    @Test("a privacy manifest excluded from the app target is a problem; from another target it is not")
    func privacyManifestExcluded() throws {
        func exceptions(for target: String) throws -> String {
            try ProjectFixture.edit(
                ProjectFixture.validProjectFile, replacing: "objects = {",
                with: """
                    objects = {
                    		A000000000000000000000F1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; \
                    membershipExceptions = (PrivacyInfo.xcprivacy); target = \(target); };
                    """)
        }
        let appFixture = try ProjectFixture(projectFile: exceptions(for: ProjectFixture.ID.app))
        #expect(
            try problems(appFixture) == [
                .privacyManifestNotBundled(
                    path: appFixture.root.appending("App/OTFExercises/PrivacyInfo.xcprivacy"))
            ])
        #expect(try problems(ProjectFixture(projectFile: exceptions(for: ProjectFixture.ID.uiTests))) == [])
    }

    @Test("a DEVELOPMENT_TEAM in a build configuration is a problem")
    func team() throws {
        let project = try ProjectFixture.edit(
            ProjectFixture.validProjectFile, replacing: "objects = {",
            with: """
                objects = {
                		A000000000000000000000F0 = {isa = XCBuildConfiguration; buildSettings = {\
                DEVELOPMENT_TEAM = ABCDE12345; }; name = Debug; };
                """)
        #expect(
            try problems(ProjectFixture(projectFile: project)) == [
                .developmentTeamSet(configuration: "Debug", team: "ABCDE12345")
            ])
    }
}
