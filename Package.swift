// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "OTFExercises",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "ExerciseCatalog", targets: ["ExerciseCatalog"]),
        .library(name: "ExerciseSearch", targets: ["ExerciseSearch"]),
        .library(name: "ExerciseDirectory", targets: ["ExerciseDirectory"]),
        // Linked only by the app's UI tests (App/OTFExercises.xcodeproj); nothing under Testing/ ships in the app.
        .library(name: "AppTestSupport", targets: ["AppTestSupport"]),
        .executable(name: "otf", targets: ["otf"]),
    ],
    targets: [
        .target(name: "PlatformShims"),
        .target(name: "ExerciseCatalog"),
        .target(name: "ExerciseSearch", dependencies: ["ExerciseCatalog"]),
        // Where the command line and the terminal app find a catalog ($OTF_CATALOG, the installed folder).
        .target(name: "CatalogDiscovery", dependencies: ["ExerciseCatalog"]),
        .target(
            name: "CatalogMaintenance", dependencies: ["ExerciseCatalog", "ExerciseSearch", "PlatformShims"]),
        .target(name: "ExerciseDirectory", dependencies: ["ExerciseCatalog", "ExerciseSearch"]),
        .target(
            name: "AppTestSupport", dependencies: ["ExerciseCatalog", "ExerciseSearch", "ExerciseDirectory"],
            path: "Testing/AppTestSupport"),
        .target(name: "TerminalKit", dependencies: ["ExerciseCatalog", "PlatformShims"]),
        // posix_spawn and wait4 for the link opener, otf-bench and the end-to-end tests (see ChildProcess).
        .target(name: "ProcessSpawning"),
        .target(
            name: "TerminalDirectory", dependencies: ["ExerciseDirectory", "TerminalKit", "ProcessSpawning"]),
        .target(
            name: "OTFCommandLine",
            dependencies: [
                "ExerciseCatalog", "CatalogDiscovery", "ExerciseSearch", "CatalogMaintenance",
                "ExerciseDirectory",
                "TerminalDirectory",
                "TerminalKit", "ProcessSpawning",
            ]),
        .executableTarget(name: "otf", dependencies: ["OTFCommandLine"]),
        .executableTarget(
            name: "otf-bench",
            dependencies: [
                "ExerciseCatalog", "CatalogDiscovery", "ExerciseSearch", "TerminalDirectory",
                "ProcessSpawning",
            ]),
        .target(name: "XcodeProjectCheck"),
        .executableTarget(name: "xcodeproj-check", dependencies: ["XcodeProjectCheck"]),
        .target(
            name: "CatalogTestSupport", dependencies: ["ExerciseCatalog"], path: "Tests/CatalogTestSupport"),
        .testTarget(name: "ExerciseCatalogTests", dependencies: ["ExerciseCatalog", "CatalogTestSupport"]),
        .testTarget(name: "CatalogDiscoveryTests", dependencies: ["CatalogDiscovery"]),
        .testTarget(
            name: "ExerciseSearchTests", dependencies: ["ExerciseSearch", "CatalogTestSupport"]),
        .testTarget(
            name: "CatalogMaintenanceTests",
            dependencies: ["CatalogMaintenance", "ExerciseSearch", "CatalogTestSupport"]),
        .testTarget(
            name: "ExerciseDirectoryTests", dependencies: ["ExerciseDirectory", "CatalogTestSupport"]),
        .testTarget(name: "AppTestSupportTests", dependencies: ["AppTestSupport", "ExerciseDirectory"]),
        .testTarget(
            name: "TerminalDirectoryTests", dependencies: ["TerminalDirectory", "CatalogTestSupport"]),
        .testTarget(
            name: "OTFCommandLineTests",
            dependencies: ["OTFCommandLine", "ExerciseCatalog", "CatalogMaintenance", "CatalogTestSupport"]),
        .target(name: "PseudoTerminalShims", path: "Tests/PseudoTerminalShims"),
        .testTarget(
            name: "TerminalKitTests",
            dependencies: ["TerminalKit", "PseudoTerminalShims", "CatalogTestSupport"],
            resources: [.copy("Fixtures")]),
        // Runs the built `otf` binary (built by `swift test` with every product).
        .testTarget(
            name: "otfTests", dependencies: ["CatalogTestSupport", "OTFCommandLine", "ProcessSpawning"]),
        .testTarget(
            name: "XcodeProjectCheckTests", dependencies: ["XcodeProjectCheck", "CatalogTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
