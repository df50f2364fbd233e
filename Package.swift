// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "OTFExercises",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "ExerciseCatalog", targets: ["ExerciseCatalog"]),
        .executable(name: "otf", targets: ["otf"]),
    ],
    targets: [
        .target(name: "PlatformShims"),
        .target(name: "ExerciseCatalog", dependencies: ["PlatformShims"]),
        .target(name: "TerminalKit", dependencies: ["PlatformShims"]),
        .target(name: "OTFCommandLine", dependencies: ["ExerciseCatalog"]),
        .executableTarget(name: "otf", dependencies: ["OTFCommandLine"]),
        .executableTarget(name: "otf-bench", dependencies: ["ExerciseCatalog"]),
        .target(name: "XcodeProjectCheck"),
        .executableTarget(name: "xcodeproj-check", dependencies: ["XcodeProjectCheck"]),
        .testTarget(name: "ExerciseCatalogTests", dependencies: ["ExerciseCatalog"]),
        .testTarget(name: "OTFCommandLineTests", dependencies: ["OTFCommandLine", "ExerciseCatalog"]),
        .target(name: "PseudoTerminalShims", path: "Tests/PseudoTerminalShims"),
        .testTarget(name: "TerminalKitTests", dependencies: ["TerminalKit", "PseudoTerminalShims"]),
        .testTarget(name: "otfTests", dependencies: ["otf"]),
        .testTarget(name: "XcodeProjectCheckTests", dependencies: ["XcodeProjectCheck"]),
    ],
    swiftLanguageModes: [.v6]
)
