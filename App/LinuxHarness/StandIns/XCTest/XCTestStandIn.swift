// Stand-in for XCTest as the app's UI tests use it (Xcode 16 and later), for type-checking only.
//
// Linux has a real XCTest, without the UI-testing classes. This module takes its name, and the harness
// (`App/LinuxHarness/check`) compiles the UI tests with it first on the module search path, so their
// `import XCTest` finds it and never the toolchain's. It is not a SwiftPM target: a module named XCTest in
// the harness package would also shadow the real one that `swift test` links its test runner with.
@_exported import Foundation

/// What every stand-in body does: this module exists to type-check the UI tests, never to run them.
func standIn(_ function: StaticString = #function) -> Never {
    fatalError("XCTest stand-in: \(function) is not implemented on Linux")
}
