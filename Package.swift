// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "OTFExercises",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "ExerciseCatalog", targets: ["ExerciseCatalog"]),
        .library(name: "ExerciseSearch", targets: ["ExerciseSearch"]),
        .library(name: "ExerciseDirectory", targets: ["ExerciseDirectory"]),
        .executable(name: "otf", targets: ["otf"]),
    ],
    targets: [
        .target(name: "PlatformShims"),
        .target(name: "ExerciseCatalog", dependencies: ["PlatformShims"]),
        .target(name: "ExerciseSearch", dependencies: ["ExerciseCatalog"]),
        .target(name: "ExerciseDirectory", dependencies: ["ExerciseCatalog", "ExerciseSearch"]),
        .target(name: "TerminalKit", dependencies: ["PlatformShims"]),
        // posix_spawn and wait4 for the link opener, otf-bench and the end-to-end tests (see ChildProcess).
        .target(name: "ProcessSpawning"),
        .target(
            name: "TerminalDirectory", dependencies: ["ExerciseDirectory", "TerminalKit", "ProcessSpawning"]),
        .target(
            name: "OTFCommandLine",
            dependencies: [
                "ExerciseCatalog", "ExerciseSearch", "ExerciseDirectory", "TerminalDirectory", "TerminalKit",
            ]),
        .executableTarget(
            name: "otf", dependencies: ["OTFCommandLine"],
            linkerSettings: [
                // Linux: a static PIE (runtime, FoundationEssentials and C library linked in), so starting
                // `otf` loads and binds no shared library (see README, Performance, and
                // Scripts/ld-static-pie).
                .unsafeFlags(
                    [
                        "-static-executable", "-Xclang-linker", "-static-pie",
                        "-ld-path=\(Context.packageDirectory)/Scripts/ld-static-pie", "-l_FoundationCShims",
                        "-l_FoundationCollections", "-lswiftSynchronization",
                    ],
                    .when(platforms: [.linux]))
            ]),
        .executableTarget(
            name: "otf-bench",
            dependencies: ["ExerciseCatalog", "ExerciseSearch", "TerminalDirectory", "ProcessSpawning"]),
        .target(name: "XcodeProjectCheck"),
        .executableTarget(name: "xcodeproj-check", dependencies: ["XcodeProjectCheck"]),
        .target(
            name: "CatalogTestSupport", dependencies: ["ExerciseCatalog"], path: "Tests/CatalogTestSupport"),
        .testTarget(name: "ExerciseCatalogTests", dependencies: ["ExerciseCatalog", "CatalogTestSupport"]),
        .testTarget(name: "ExerciseSearchTests", dependencies: ["ExerciseSearch", "CatalogTestSupport"]),
        .testTarget(name: "ExerciseDirectoryTests", dependencies: ["ExerciseDirectory"]),
        .testTarget(
            name: "TerminalDirectoryTests", dependencies: ["TerminalDirectory", "CatalogTestSupport"]),
        .testTarget(
            name: "OTFCommandLineTests",
            dependencies: ["OTFCommandLine", "ExerciseCatalog", "CatalogTestSupport"]),
        .target(name: "PseudoTerminalShims", path: "Tests/PseudoTerminalShims"),
        .testTarget(
            name: "TerminalKitTests",
            dependencies: ["TerminalKit", "PseudoTerminalShims", "CatalogTestSupport"],
            resources: [.copy("Fixtures")]),
        // Runs the built `otf` binary (built by `swift test` with every product); depending on the target
        // would link its static-runtime flags into the test bundle.
        .testTarget(name: "otfTests", dependencies: ["CatalogTestSupport", "ProcessSpawning"]),
        .testTarget(
            name: "XcodeProjectCheckTests", dependencies: ["XcodeProjectCheck", "CatalogTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
