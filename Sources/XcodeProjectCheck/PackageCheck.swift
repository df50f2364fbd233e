internal import Foundation

/// Checks that the app target depends on and links package products of a local package that exists, that
/// the UI-test targets link the test support, and that the app does not depend on it.
struct PackageCheck {
    /// The project being checked.
    let project: XcodeProjectFile
    /// The folder holding the `.xcodeproj` (what package paths are relative to).
    let sourceRoot: URL

    /// Problems with the app's and the UI tests' package products and with every local package reference.
    func problems(expecting expectation: ProjectExpectation) -> [ProjectProblem] {
        productProblems(target: expectation.appTarget, products: expectation.appPackageProducts)
            + expectation.uiTestTargets.flatMap {
                productProblems(target: $0, products: expectation.testSupportProducts)
            }
            + testSupportProblems(appTarget: expectation.appTarget, products: expectation.testSupportProducts)
            + manifestProblems()
    }

    /// A problem for each test-support product the app target depends on.
    private func testSupportProblems(appTarget name: String, products: [String]) -> [ProjectProblem] {
        guard let target = project.targets.first(where: { $0.name == name }) else { return [] }
        let dependedOn = Set(
            project.references("packageProductDependencies", of: target.id).compactMap {
                project.field("productName", of: $0)
            })
        return products.filter(dependedOn.contains).map { .testSupportInApp(target: name, product: $0) }
    }

    private var localPackageIDs: Set<String> {
        Set(
            project.references("packageReferences", of: project.rootObjectID).filter {
                project.field("isa", of: $0) == "XCLocalSwiftPackageReference"
            })
    }

    private func productProblems(target name: String, products: [String]) -> [ProjectProblem] {
        guard let target = project.targets.first(where: { $0.name == name }) else { return [] }
        let dependencies = project.references("packageProductDependencies", of: target.id)
        let linked = linkedProductDependencies(of: target.id)
        return products.compactMap { product in
            guard
                let dependency = dependencies.first(where: { project.field("productName", of: $0) == product }
                )
            else {
                return .missingPackageProduct(target: name, product: product)
            }
            guard let package = project.field("package", of: dependency), localPackageIDs.contains(package)
            else {
                return .productNotFromLocalPackage(target: name, product: product)
            }
            return linked.contains(dependency)
                ? nil : .packageProductNotLinked(target: name, product: product)
        }
    }

    /// The product dependencies a Frameworks phase of the target links through its build files.
    private func linkedProductDependencies(of target: String) -> Set<String> {
        let frameworkPhases = project.references("buildPhases", of: target).filter {
            project.field("isa", of: $0) == "PBXFrameworksBuildPhase"
        }
        return Set(
            frameworkPhases.flatMap { project.references("files", of: $0) }.compactMap {
                project.field("productRef", of: $0)
            })
    }

    private func manifestProblems() -> [ProjectProblem] {
        localPackageIDs.sorted().compactMap { id in
            let relative = project.field("relativePath", of: id) ?? ""
            let folder =
                relative.hasPrefix("/")
                ? URL(fileURLWithPath: relative) : sourceRoot.appendingPathComponent(relative)
            let resolved = folder.standardizedFileURL.path
            let manifest = folder.appendingPathComponent("Package.swift").path
            return FileManager.default.fileExists(atPath: manifest)
                ? nil : .missingPackageManifest(relativePath: relative, resolvedPath: resolved)
        }
    }
}
