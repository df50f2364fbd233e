// swift-tools-version: 6.2
// The iPhone app's Linux harness: compiles the app and its unit tests against the real package modules and
// stand-in Apple frameworks, and runs the unit tests that need no Apple framework behaviour. Run it with
// `App/LinuxHarness/check` (see README.md beside this file); Xcode never opens this package.
import Foundation
import PackageDescription

/// `App/LinuxHarness/App/OTFExercises`, a symbolic link to the app's folder (SwiftPM wants target folders
/// inside the package).
let appFolder = "App/OTFExercises"

/// What SwiftPM must not treat as the app's sources: its Info.plist, the asset catalog, the privacy
/// manifest and the imported catalog (git-ignored, so present only after `App/Scripts/fetch-catalog.sh`).
let appExclusions = ["Info.plist", "Assets.xcassets", "PrivacyInfo.xcprivacy", "Catalog"].filter { name in
    FileManager.default.fileExists(atPath: "\(Context.packageDirectory)/\(appFolder)/\(name)")
}

/// The root package's identity, which SwiftPM takes from its folder's name (the clone's name).
let root = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent()
    .deletingLastPathComponent()
    .lastPathComponent

/// One of the root package's library products.
func library(_ name: String) -> Target.Dependency {
    .product(name: name, package: root)
}

/// Every target is Swift 6 with complete concurrency checking (the language mode's default), warnings are
/// errors, as in the app's Xcode targets.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "LinuxHarness",
    dependencies: [.package(path: "../..")],
    targets: [
        .target(name: "CoreGraphics", path: "StandIns/CoreGraphics", swiftSettings: strict),
        .target(
            name: "ImageIO", dependencies: ["CoreGraphics"], path: "StandIns/ImageIO", swiftSettings: strict),
        .target(name: "UIKit", dependencies: ["CoreGraphics"], path: "StandIns/UIKit", swiftSettings: strict),
        .target(
            name: "SwiftUI", dependencies: ["CoreGraphics", "UIKit", "AppleFoundationAdditions"],
            path: "StandIns/SwiftUI", swiftSettings: strict),
        .target(
            name: "AppleFoundationAdditions", path: "StandIns/AppleFoundationAdditions", swiftSettings: strict
        ),
        .target(name: "os", path: "StandIns/os", swiftSettings: strict),
        .target(
            name: "UniformTypeIdentifiers", path: "StandIns/UniformTypeIdentifiers", swiftSettings: strict),
        .target(
            name: "CoreSpotlight", dependencies: ["UniformTypeIdentifiers"], path: "StandIns/CoreSpotlight",
            swiftSettings: strict),
        .target(
            name: "AppIntents", dependencies: ["AppleFoundationAdditions"], path: "StandIns/AppIntents",
            swiftSettings: strict),
        .target(
            name: "_Testing_CoreGraphics", dependencies: ["CoreGraphics"],
            path: "StandIns/_Testing_CoreGraphics",
            swiftSettings: strict),
        .executableTarget(
            name: "OTFExercises",
            dependencies: [
                library("ExerciseCatalog"), library("ExerciseSearch"), library("ExerciseDirectory"),
                "SwiftUI", "UIKit", "ImageIO",
                "CoreGraphics", "AppleFoundationAdditions", "os", "CoreSpotlight", "AppIntents",
                "UniformTypeIdentifiers",
            ],
            path: appFolder, exclude: appExclusions,
            swiftSettings: strict + [
                .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "AppleFoundationAdditions"])
            ]),
        .testTarget(
            name: "OTFExercisesTests",
            dependencies: [
                "OTFExercises", library("ExerciseCatalog"), "CoreGraphics", "ImageIO",
                "AppleFoundationAdditions",
                "_Testing_CoreGraphics",
            ],
            path: "App/OTFExercisesTests",
            swiftSettings: strict + [
                .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "AppleFoundationAdditions"])
            ]),
    ],
    swiftLanguageModes: [.v6]
)
