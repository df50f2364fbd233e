internal import Foundation

/// Checks an `.xcodeproj` folder against a ``ProjectExpectation`` and the files around it.
///
/// It verifies that the expected targets exist with the right product types, that the app target
/// depends on and links the package products of a local package whose folder has a `Package.swift`,
/// that every synchronized folder exists on disk, that the shared scheme references the targets,
/// that object identifiers are unique and every reference names an object, and that the app can ship:
/// an icon, a privacy manifest with the file-timestamp reason, no signing team baked in.
package struct XcodeProjectChecker: Sendable {
    /// What the project must contain.
    package var expectation: ProjectExpectation
    /// How the project file is read.
    package var converter: PropertyListConverter

    /// A checker for `expectation`, reading the project file with `converter`.
    package init(expectation: ProjectExpectation = .otfExercises, converter: PropertyListConverter = .init())
    {
        self.expectation = expectation
        self.converter = converter
    }

    /// Every problem found in the `.xcodeproj` folder at `projectPath`, or none.
    package func check(projectAt projectPath: String) throws(XcodeProjectCheckError) -> [ProjectProblem] {
        let projectFolder = URL(fileURLWithPath: projectPath).standardizedFileURL
        let projectFile = projectFolder.appendingPathComponent("project.pbxproj").path
        guard let text = try? String(contentsOfFile: projectFile, encoding: .utf8) else {
            throw .missingProjectFile(path: projectFile)
        }
        let project = try XcodeProjectFile(converter.read(projectFile), path: projectFile)
        let sourceRoot = projectFolder.deletingLastPathComponent()
        return ObjectDefinitionScanner.duplicates(in: text).map {
            .duplicateObjectID(id: $0.id, count: $0.count)
        }
            + ReferenceCheck.danglingReferences(in: project)
            + targetProblems(in: project)
            + PackageCheck(project: project, sourceRoot: sourceRoot).problems(expecting: expectation)
            + synchronizedFolderProblems(in: project, sourceRoot: sourceRoot)
            + SchemeCheck(projectFolder: projectFolder, project: project).problems(expecting: expectation)
            + ShippingCheck(project: project, sourceRoot: sourceRoot)
            .problems(expecting: expectation)
    }

    /// Missing targets and targets building the wrong product type.
    private func targetProblems(in project: XcodeProjectFile) -> [ProjectProblem] {
        let targets = project.targets
        return expectation.targets.compactMap { expected in
            guard let target = targets.first(where: { $0.name == expected.name }) else {
                return .missingTarget(name: expected.name)
            }
            guard target.productType == expected.productType else {
                return .wrongProductType(
                    target: expected.name, expected: expected.productType, found: target.productType)
            }
            return nil
        }
    }

    /// Synchronized folders that are missing on disk or cannot be located.
    private func synchronizedFolderProblems(in project: XcodeProjectFile, sourceRoot: URL) -> [ProjectProblem]
    {
        project.objects(ofKind: "PBXFileSystemSynchronizedRootGroup").keys.sorted().compactMap { id in
            let name = project.field("path", of: id) ?? id
            guard let relative = project.relativePath(of: id) else {
                return .unresolvableSynchronizedFolder(group: name)
            }
            let folder = sourceRoot.appendingPathComponent(relative).standardizedFileURL.path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
                isDirectory.boolValue
            else {
                return .missingSynchronizedFolder(group: name, resolvedPath: folder)
            }
            return nil
        }
    }
}
