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
        .executableTarget(name: "otf", dependencies: ["ExerciseCatalog"]),
        .executableTarget(name: "otf-bench", dependencies: ["ExerciseCatalog"]),
        .testTarget(name: "ExerciseCatalogTests", dependencies: ["ExerciseCatalog"]),
        .testTarget(name: "ExerciseSearchTests", dependencies: ["ExerciseSearch"]),
    ],
    swiftLanguageModes: [.v6]
)
