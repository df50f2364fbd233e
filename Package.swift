// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "OTFExercises",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "ExerciseCatalog", targets: ["ExerciseCatalog"]),
        .library(name: "ExerciseSearch", targets: ["ExerciseSearch"]),
        .executable(name: "otf", targets: ["otf"]),
    ],
    targets: [
        .target(name: "PlatformShims"),
        .target(name: "ExerciseCatalog", dependencies: ["PlatformShims"]),
        .target(name: "ExerciseSearch", dependencies: ["ExerciseCatalog"]),
        .target(name: "TerminalKit", dependencies: ["PlatformShims"]),
        .target(name: "OTFCommandLine", dependencies: ["ExerciseCatalog"]),
        .executableTarget(name: "otf", dependencies: ["OTFCommandLine"]),
        .executableTarget(name: "otf-bench", dependencies: ["ExerciseCatalog"]),
        .testTarget(name: "ExerciseCatalogTests", dependencies: ["ExerciseCatalog"]),
        .testTarget(name: "ExerciseSearchTests", dependencies: ["ExerciseSearch"]),
        .testTarget(name: "OTFCommandLineTests", dependencies: ["OTFCommandLine", "ExerciseCatalog"]),
        .target(name: "PseudoTerminalShims", path: "Tests/PseudoTerminalShims"),
        .testTarget(name: "TerminalKitTests", dependencies: ["TerminalKit", "PseudoTerminalShims"]),
        .testTarget(name: "otfTests", dependencies: ["otf"]),
    ],
    swiftLanguageModes: [.v6]
)
