/// Something wrong found in an Xcode project, worded to say where and what.
package enum ProjectProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// An expected target is missing.
    case missingTarget(name: String)
    /// A target builds the wrong kind of product.
    case wrongProductType(target: String, expected: String, found: String)
    /// The app target does not depend on a package product.
    case missingPackageProduct(target: String, product: String)
    /// The app target depends on a package product but does not link it in a Frameworks phase.
    case packageProductNotLinked(target: String, product: String)
    /// A package product dependency does not come from a local package reference of the project.
    case productNotFromLocalPackage(target: String, product: String)
    /// The app target depends on a test-support product, which would ship test code in the app.
    case testSupportInApp(target: String, product: String)
    /// A local package reference points at a folder with no `Package.swift`.
    case missingPackageManifest(relativePath: String, resolvedPath: String)
    /// A synchronized folder of the project does not exist on disk.
    case missingSynchronizedFolder(group: String, resolvedPath: String)
    /// A synchronized folder's place in the project tree cannot be followed.
    case unresolvableSynchronizedFolder(group: String)
    /// The shared scheme file is missing.
    case missingScheme(path: String)
    /// The shared scheme cannot be read as XML.
    case unreadableScheme(path: String, reason: String)
    /// The shared scheme does not reference a target.
    case schemeMissingTarget(path: String, target: String, blueprintIdentifier: String)
    /// The shared scheme references a target identifier the project does not have.
    case schemeUnknownTarget(path: String, blueprintName: String, blueprintIdentifier: String)
    /// The shared scheme's test action does not run a test target of the project's local package.
    case schemeMissingPackageTests(path: String, target: String)
    /// An object identifier is defined more than once (plutil keeps only the last one).
    case duplicateObjectID(id: String, count: Int)
    /// An object refers to an identifier that names no object.
    case danglingReference(object: String, field: String, id: String)
    /// The app has no usable 1024 × 1024 PNG icon.
    case missingAppIcon(path: String, reason: String)
    /// The app has no privacy manifest, or it cannot be read.
    case missingPrivacyManifest(path: String)
    /// The privacy manifest is excluded from the app target, so it would not be bundled.
    case privacyManifestNotBundled(path: String)
    /// The privacy manifest does not give a reason the app's code needs.
    case privacyReasonMissing(path: String, category: String, reason: String)
    /// A build configuration names a signing team, which each developer sets for themselves.
    case developmentTeamSet(configuration: String, team: String)

    /// A sentence naming the target, file or object and what is wrong.
    package var description: String {
        switch self {
        case .missingTarget(let name):
            "target \"\(name)\" is missing"
        case .wrongProductType(let target, let expected, let found):
            "target \"\(target)\" builds \(found.isEmpty ? "no product type" : found), expected \(expected)"
        case .missingPackageProduct(let target, let product):
            "target \"\(target)\" does not depend on package product \"\(product)\""
        case .packageProductNotLinked(let target, let product):
            "target \"\(target)\" depends on \"\(product)\" but no Frameworks phase links it"
        case .productNotFromLocalPackage(let target, let product):
            "target \"\(target)\": product \"\(product)\" does not come from a local package of the project"
        case .testSupportInApp(let target, let product):
            "target \"\(target)\" depends on test support \"\(product)\", which only test targets may link"
        case .missingPackageManifest(let relativePath, let resolvedPath):
            "local package \"\(relativePath)\" has no Package.swift (looked in \(resolvedPath))"
        case .missingSynchronizedFolder(let group, let resolvedPath):
            "synchronized folder \"\(group)\" does not exist (looked for \(resolvedPath))"
        case .unresolvableSynchronizedFolder(let group):
            "synchronized folder \"\(group)\" has a source tree the checker cannot follow"
        case .missingScheme(let path):
            "shared scheme \(path) is missing"
        case .unreadableScheme(let path, let reason):
            "shared scheme \(path) cannot be read: \(reason)"
        case .schemeMissingTarget(let path, let target, let blueprintIdentifier):
            "shared scheme \(path) does not reference target \"\(target)\" (\(blueprintIdentifier))"
        case .schemeUnknownTarget(let path, let blueprintName, let blueprintIdentifier):
            "shared scheme \(path) references \"\(blueprintName)\" (\(blueprintIdentifier)), "
                + "which is not a target of the project"
        case .schemeMissingPackageTests(let path, let target):
            "shared scheme \(path) does not test \"\(target)\" of the project's local package"
        case .duplicateObjectID(let id, let count):
            "object identifier \(id) is defined \(count) times"
        case .danglingReference(let object, let field, let id):
            "object \(object) field \(field) refers to \(id), which is not an object of the project"
        case .missingAppIcon(let path, let reason):
            "app icon \(path): \(reason)"
        case .missingPrivacyManifest(let path):
            "privacy manifest \(path) is missing or unreadable"
        case .privacyManifestNotBundled(let path):
            "privacy manifest \(path) is excluded from the app target, so the app would not bundle it"
        case .privacyReasonMissing(let path, let category, let reason):
            "privacy manifest \(path) does not give reason \(reason) for \(category)"
        case .developmentTeamSet(let configuration, let team):
            "build configuration \(configuration) sets DEVELOPMENT_TEAM = \(team); leave it to each developer"
        }
    }
}
