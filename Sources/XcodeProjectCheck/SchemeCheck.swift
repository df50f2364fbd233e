internal import Foundation

/// Checks the app's shared scheme: it must exist, reference every expected target, test the expected
/// targets of the local package, and reference nothing stale.
struct SchemeCheck {
    /// The `.xcodeproj` folder.
    let projectFolder: URL
    /// The project being checked.
    let project: XcodeProjectFile

    /// Problems with `xcshareddata/xcschemes/<app target>.xcscheme`.
    func problems(expecting expectation: ProjectExpectation) -> [ProjectProblem] {
        let path = projectFolder.appendingPathComponent("xcshareddata/xcschemes")
            .appendingPathComponent(expectation.appTarget + ".xcscheme").path
        guard let xml = FileManager.default.contents(atPath: path) else {
            return [.missingScheme(path: path)]
        }
        let scheme: SchemeReferences
        do {
            scheme = try SchemeReferences(xml: xml, path: path)
        } catch {
            return [error]
        }
        let targets = project.targets
        let referenced = Set(scheme.references.map(\.blueprintIdentifier))
        let missing: [ProjectProblem] = expectation.targets.compactMap { expected in
            guard let target = targets.first(where: { $0.name == expected.name }),
                !referenced.contains(target.id)
            else { return nil }
            return .schemeMissingTarget(path: path, target: target.name, blueprintIdentifier: target.id)
        }
        let container = "container:" + projectFolder.lastPathComponent
        let known = Set(targets.map(\.id))
        var reported: Set<String> = []
        let unknown: [ProjectProblem] = scheme.references.compactMap { reference in
            guard reference.referencedContainer == container, !known.contains(reference.blueprintIdentifier),
                reported.insert(reference.blueprintIdentifier).inserted
            else { return nil }
            return .schemeUnknownTarget(
                path: path, blueprintName: reference.blueprintName,
                blueprintIdentifier: reference.blueprintIdentifier)
        }
        return missing + unknown + packageTestProblems(scheme: scheme, path: path, expecting: expectation)
    }

    /// One problem for each expected package test target no testable of the scheme runs from a local
    /// package of the project (`container:` + the package reference's relative path); none when the
    /// project has no local package, which ``PackageCheck`` reports.
    private func packageTestProblems(
        scheme: SchemeReferences, path: String, expecting expectation: ProjectExpectation
    )
        -> [ProjectProblem]
    {
        let packages = Set(
            project.objects(ofKind: "XCLocalSwiftPackageReference").keys.compactMap {
                project.field("relativePath", of: $0).map { "container:" + $0 }
            })
        guard !packages.isEmpty else { return [] }
        let tested = Set(
            scheme.references.filter { $0.isTestable && packages.contains($0.referencedContainer) }.map(
                \.blueprintName))
        return expectation.schemePackageTests.filter { !tested.contains($0) }.map {
            .schemeMissingPackageTests(path: path, target: $0)
        }
    }
}
