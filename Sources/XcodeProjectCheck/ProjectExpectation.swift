/// What a project must contain: its targets with their product types, what the app links, and the test
/// support its UI tests link but the app must not.
package struct ProjectExpectation: Sendable {
    /// A target that must exist.
    package struct ExpectedTarget: Sendable, Equatable {
        /// The target's name.
        package var name: String
        /// The product type it must build.
        package var productType: String

        /// Creates the expectation of one target.
        package init(name: String, productType: String) {
            self.name = name
            self.productType = productType
        }
    }

    /// The product type of an iOS app.
    package static let application = "com.apple.product-type.application"
    /// The product type of a unit-test bundle.
    package static let unitTests = "com.apple.product-type.bundle.unit-test"
    /// The product type of a UI-test bundle.
    package static let uiTests = "com.apple.product-type.bundle.ui-testing"

    /// The app target; its shared scheme is `<appTarget>.xcscheme`.
    package var appTarget: String
    /// Every target that must exist, the app included.
    package var targets: [ExpectedTarget]
    /// The Swift package products the app target must link from a local package.
    package var appPackageProducts: [String]
    /// The test targets of a local package the shared scheme's test action must run.
    package var schemePackageTests: [String]
    /// The Swift package products of test support: every UI-test target must link them from a local
    /// package, and the app target must not depend on them (nothing of test support ships in the app).
    package var testSupportProducts: [String]

    /// Creates an expectation.
    package init(
        appTarget: String, targets: [ExpectedTarget], appPackageProducts: [String],
        schemePackageTests: [String] = [], testSupportProducts: [String]
    ) {
        self.appTarget = appTarget
        self.targets = targets
        self.appPackageProducts = appPackageProducts
        self.schemePackageTests = schemePackageTests
        self.testSupportProducts = testSupportProducts
    }

    /// The names of the expected UI-test targets.
    package var uiTestTargets: [String] {
        targets.filter { $0.productType == Self.uiTests }.map(\.name)
    }

    /// The OTF Exercises iPhone app: the app, its unit tests and UI tests, linking the three libraries,
    /// whose package tests the scheme's test action runs too; the UI tests also link `AppTestSupport`
    /// (Testing/AppTestSupport), which the app does not.
    package static let otfExercises = ProjectExpectation(
        appTarget: "OTFExercises",
        targets: [
            ExpectedTarget(name: "OTFExercises", productType: application),
            ExpectedTarget(name: "OTFExercisesTests", productType: unitTests),
            ExpectedTarget(name: "OTFExercisesUITests", productType: uiTests),
        ],
        appPackageProducts: ["ExerciseCatalog", "ExerciseSearch", "ExerciseDirectory"],
        schemePackageTests: ["ExerciseCatalogTests", "ExerciseSearchTests", "ExerciseDirectoryTests"],
        testSupportProducts: ["AppTestSupport"])
}
