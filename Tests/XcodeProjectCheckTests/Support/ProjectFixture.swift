import CatalogTestSupport
import Foundation

/// A repository on disk with a small hand-written Xcode project in `App/`, valid unless edited.
///
/// The layout mirrors the real one: `Package.swift` at the root, `App/OTFExercises.xcodeproj` with its
/// shared scheme, and the three synchronized folders beside it.
struct ProjectFixture {
    /// The object identifiers the fixture uses.
    enum ID {
        static let app = "A00000000000000000000010"
        static let unitTests = "A00000000000000000000011"
        static let uiTests = "A00000000000000000000012"
        static let appFrameworks = "A00000000000000000000030"
        static let searchProduct = "A00000000000000000000042"
    }

    /// The folder holding everything; removed when the fixture is released.
    let root: TemporaryFolder

    /// The `.xcodeproj` folder to check.
    var projectPath: String { root.appending("App/OTFExercises.xcodeproj") }
    /// The shared scheme's path.
    var schemePath: String { projectPath + "/xcshareddata/xcschemes/OTFExercises.xcscheme" }

    /// Writes a repository with `projectFile` and `scheme` (none when nil), the synchronized `folders`
    /// and, when `hasManifest`, a `Package.swift`.
    init(
        projectFile: String = Self.validProjectFile, scheme: String? = Self.validScheme,
        folders: [String] = ["OTFExercises", "OTFExercisesTests", "OTFExercisesUITests"],
        hasManifest: Bool = true
    ) throws {
        root = try TemporaryFolder()
        try root.write(projectFile, to: "App/OTFExercises.xcodeproj/project.pbxproj")
        if let scheme {
            try root.write(
                scheme, to: "App/OTFExercises.xcodeproj/xcshareddata/xcschemes/OTFExercises.xcscheme")
        }
        for folder in folders {
            try root.makeFolder("App/" + folder)
        }
        if hasManifest {
            try root.write("// swift-tools-version: 6.0\n", to: "Package.swift")
        }
        if folders.contains("OTFExercises") {
            try root.write(
                Self.iconSetContents, to: "App/OTFExercises/Assets.xcassets/AppIcon.appiconset/Contents.json")
            try root.write(
                Self.pngHeader(width: 1024, height: 1024),
                to: "App/OTFExercises/Assets.xcassets/AppIcon.appiconset/AppIcon.png")
            try root.write(Self.privacyManifest, to: "App/OTFExercises/PrivacyInfo.xcprivacy")
        }
    }

    /// An icon set naming `AppIcon.png` as its 1024 × 1024 image.
    static let iconSetContents = """
        {"images": [{"idiom": "universal", "platform": "ios", "size": "1024x1024", "filename": "AppIcon.png"}],
         "info": {"author": "xcode", "version": 1}}
        """

    /// A privacy manifest declaring the file-timestamp reason C617.1.
    static let privacyManifest = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict><key>NSPrivacyAccessedAPITypes</key><array><dict>
        <key>NSPrivacyAccessedAPIType</key><string>NSPrivacyAccessedAPICategoryFileTimestamp</string>
        <key>NSPrivacyAccessedAPITypeReasons</key><array><string>C617.1</string></array>
        </dict></array></dict></plist>
        """

    /// The first 24 bytes of a PNG of `width` × `height`: its signature and the start of its IHDR chunk.
    static func pngHeader(width: Int, height: Int) -> Data {
        func bigEndian(_ value: Int) -> [UInt8] {
            (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
        }
        let bytes: [UInt8] =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + bigEndian(width)
            + bigEndian(height)
        return Data(bytes)
    }

    /// `text` with `original` replaced by `replacement`; fails when `original` is not in `text`, so an edit
    /// that no longer applies cannot pass unnoticed.
    static func edit(_ text: String, replacing original: String, with replacement: String) throws -> String {
        guard text.contains(original) else {
            throw EditNotApplied(original: original)
        }
        return text.replacingOccurrences(of: original, with: replacement)
    }

    /// An edit whose original text is not in the fixture.
    struct EditNotApplied: Error, CustomStringConvertible {
        /// The text that was looked for.
        var original: String
        /// Says which text was missing.
        var description: String { "the fixture does not contain \(original)" }
    }

    /// A minimal valid project: three targets, three synchronized folders, one local package with three
    /// products linked by the app.
    static let validProjectFile = """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 77;
        	objects = {
        		A00000000000000000000001 /* Project object */ = {
        			isa = PBXProject;
        			attributes = {
        				TargetAttributes = {
        					A00000000000000000000011 = {
        						TestTargetID = A00000000000000000000010;
        					};
        				};
        			};
        			mainGroup = A00000000000000000000002;
        			packageReferences = (
        				A00000000000000000000040 /* XCLocalSwiftPackageReference ".." */,
        			);
        			targets = (
        				A00000000000000000000010 /* OTFExercises */,
        				A00000000000000000000011 /* OTFExercisesTests */,
        				A00000000000000000000012 /* OTFExercisesUITests */,
        			);
        		};
        		A00000000000000000000002 = {
        			isa = PBXGroup;
        			children = (
        				A00000000000000000000020 /* OTFExercises */,
        				A00000000000000000000021 /* OTFExercisesTests */,
        				A00000000000000000000022 /* OTFExercisesUITests */,
        			);
        			sourceTree = "<group>";
        		};
        		A00000000000000000000020 /* OTFExercises */ = {isa = PBXFileSystemSynchronizedRootGroup; path = OTFExercises; sourceTree = "<group>"; };
        		A00000000000000000000021 /* OTFExercisesTests */ = {isa = PBXFileSystemSynchronizedRootGroup; path = OTFExercisesTests; sourceTree = "<group>"; };
        		A00000000000000000000022 /* OTFExercisesUITests */ = {isa = PBXFileSystemSynchronizedRootGroup; path = OTFExercisesUITests; sourceTree = "<group>"; };
        		A00000000000000000000010 /* OTFExercises */ = {
        			isa = PBXNativeTarget;
        			buildPhases = (
        				A00000000000000000000030 /* Frameworks */,
        			);
        			fileSystemSynchronizedGroups = (
        				A00000000000000000000020 /* OTFExercises */,
        			);
        			name = OTFExercises;
        			packageProductDependencies = (
        				A00000000000000000000041 /* ExerciseCatalog */,
        				A00000000000000000000042 /* ExerciseSearch */,
        				A00000000000000000000043 /* ExerciseDirectory */,
        			);
        			productType = "com.apple.product-type.application";
        		};
        		A00000000000000000000011 /* OTFExercisesTests */ = {isa = PBXNativeTarget; name = OTFExercisesTests; productType = "com.apple.product-type.bundle.unit-test"; };
        		A00000000000000000000012 /* OTFExercisesUITests */ = {
        			isa = PBXNativeTarget;
        			buildPhases = (
        				A00000000000000000000034 /* Frameworks */,
        			);
        			name = OTFExercisesUITests;
        			packageProductDependencies = (
        				A00000000000000000000044 /* AppTestSupport */,
        			);
        			productType = "com.apple.product-type.bundle.ui-testing";
        		};
        		A00000000000000000000034 /* Frameworks */ = {
        			isa = PBXFrameworksBuildPhase;
        			files = (
        				A00000000000000000000035 /* AppTestSupport in Frameworks */,
        			);
        		};
        		A00000000000000000000035 /* AppTestSupport in Frameworks */ = {isa = PBXBuildFile; productRef = A00000000000000000000044 /* AppTestSupport */; };
        		A00000000000000000000030 /* Frameworks */ = {
        			isa = PBXFrameworksBuildPhase;
        			files = (
        				A00000000000000000000031 /* ExerciseCatalog in Frameworks */,
        				A00000000000000000000032 /* ExerciseSearch in Frameworks */,
        				A00000000000000000000033 /* ExerciseDirectory in Frameworks */,
        			);
        		};
        		A00000000000000000000031 /* ExerciseCatalog in Frameworks */ = {isa = PBXBuildFile; productRef = A00000000000000000000041 /* ExerciseCatalog */; };
        		A00000000000000000000032 /* ExerciseSearch in Frameworks */ = {isa = PBXBuildFile; productRef = A00000000000000000000042 /* ExerciseSearch */; };
        		A00000000000000000000033 /* ExerciseDirectory in Frameworks */ = {isa = PBXBuildFile; productRef = A00000000000000000000043 /* ExerciseDirectory */; };
        		A00000000000000000000040 /* XCLocalSwiftPackageReference ".." */ = {isa = XCLocalSwiftPackageReference; relativePath = ..; };
        		A00000000000000000000041 /* ExerciseCatalog */ = {isa = XCSwiftPackageProductDependency; package = A00000000000000000000040; productName = ExerciseCatalog; };
        		A00000000000000000000042 /* ExerciseSearch */ = {isa = XCSwiftPackageProductDependency; package = A00000000000000000000040; productName = ExerciseSearch; };
        		A00000000000000000000043 /* ExerciseDirectory */ = {isa = XCSwiftPackageProductDependency; package = A00000000000000000000040; productName = ExerciseDirectory; };
        		A00000000000000000000044 /* AppTestSupport */ = {isa = XCSwiftPackageProductDependency; package = A00000000000000000000040; productName = AppTestSupport; };
        	};
        	rootObject = A00000000000000000000001 /* Project object */;
        }

        """

    /// A scheme building the app and testing both test targets and the package's three library test
    /// targets.
    static let validScheme = """
        <?xml version="1.0" encoding="UTF-8"?>
        <Scheme LastUpgradeVersion = "1620" version = "1.7">
           <BuildAction>
              <BuildActionEntries>
                 <BuildActionEntry buildForTesting = "YES" buildForRunning = "YES">
                    <BuildableReference BuildableIdentifier = "primary" BlueprintIdentifier = "A00000000000000000000010" BuildableName = "OTFExercises.app" BlueprintName = "OTFExercises" ReferencedContainer = "container:OTFExercises.xcodeproj">
                    </BuildableReference>
                 </BuildActionEntry>
              </BuildActionEntries>
           </BuildAction>
           <TestAction buildConfiguration = "Debug">
              <Testables>
                 <TestableReference skipped = "NO">
                    <BuildableReference BuildableIdentifier = "primary" BlueprintIdentifier = "A00000000000000000000011" BuildableName = "OTFExercisesTests.xctest" BlueprintName = "OTFExercisesTests" ReferencedContainer = "container:OTFExercises.xcodeproj">
                    </BuildableReference>
                 </TestableReference>
                 <TestableReference skipped = "NO">
                    <BuildableReference BuildableIdentifier = "primary" BlueprintIdentifier = "A00000000000000000000012" BuildableName = "OTFExercisesUITests.xctest" BlueprintName = "OTFExercisesUITests" ReferencedContainer = "container:OTFExercises.xcodeproj">
                    </BuildableReference>
                 </TestableReference>
                 <TestableReference skipped = "NO">
                    <BuildableReference BuildableIdentifier = "primary" BlueprintIdentifier = "ExerciseCatalogTests" BuildableName = "ExerciseCatalogTests" BlueprintName = "ExerciseCatalogTests" ReferencedContainer = "container:..">
                    </BuildableReference>
                 </TestableReference>
                 <TestableReference skipped = "NO">
                    <BuildableReference BuildableIdentifier = "primary" BlueprintIdentifier = "ExerciseSearchTests" BuildableName = "ExerciseSearchTests" BlueprintName = "ExerciseSearchTests" ReferencedContainer = "container:..">
                    </BuildableReference>
                 </TestableReference>
                 <TestableReference skipped = "NO">
                    <BuildableReference BuildableIdentifier = "primary" BlueprintIdentifier = "ExerciseDirectoryTests" BuildableName = "ExerciseDirectoryTests" BlueprintName = "ExerciseDirectoryTests" ReferencedContainer = "container:..">
                    </BuildableReference>
                 </TestableReference>
              </Testables>
           </TestAction>
        </Scheme>

        """
}
