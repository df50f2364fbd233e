internal import Foundation

/// What shipping the app needs beside a project that builds: a 1024 × 1024 PNG app icon, a privacy manifest
/// the app bundles that gives the file-timestamp reason the package's `stat` calls need, and no signing team
/// baked in (each developer sets their own).
///
/// The app's files are looked for in the synchronized folder named after the app target.
struct ShippingCheck {
    /// The file-timestamp API category of a privacy manifest.
    static let fileTimestampCategory = "NSPrivacyAccessedAPICategoryFileTimestamp"
    /// Reading the metadata of files inside the app's own container or bundle (C617.1).
    static let fileTimestampReason = "C617.1"
    /// The side of the App Store icon, in pixels.
    static let iconSide = 1024

    let project: XcodeProjectFile
    let sourceRoot: URL

    /// Every shipping problem of the app target of `expectation`.
    func problems(expecting expectation: ProjectExpectation) -> [ProjectProblem] {
        let appFolder = sourceRoot.appendingPathComponent(expectation.appTarget)
        return iconProblems(in: appFolder) + privacyProblems(in: appFolder, appTarget: expectation.appTarget)
            + teamProblems()
    }

    private func iconProblems(in appFolder: URL) -> [ProjectProblem] {
        let iconSet = appFolder.appendingPathComponent("Assets.xcassets/AppIcon.appiconset")
        let contents = iconSet.appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: contents.path),
            let catalog = try? JSONDecoder().decode(IconSetContents.self, from: data),
            let name = catalog.images.first(where: { $0.size == "1024x1024" })?.filename
        else {
            return [.missingAppIcon(path: contents.path, reason: "no 1024x1024 image with a file name")]
        }
        let icon = iconSet.appendingPathComponent(name).path
        guard let bytes = FileManager.default.contents(atPath: icon) else {
            return [.missingAppIcon(path: icon, reason: "the file is missing")]
        }
        guard let size = PNGSize(bytes), size.width == Self.iconSide, size.height == Self.iconSide else {
            return [.missingAppIcon(path: icon, reason: "not a \(Self.iconSide)x\(Self.iconSide) PNG")]
        }
        return []
    }

    private func privacyProblems(in appFolder: URL, appTarget: String) -> [ProjectProblem] {
        let name = "PrivacyInfo.xcprivacy"
        let path = appFolder.appendingPathComponent(name).path
        guard let data = FileManager.default.contents(atPath: path),
            let manifest = try? PropertyListSerialization.propertyList(from: data, format: nil)
                as? [String: Any]
        else {
            return [.missingPrivacyManifest(path: path)]
        }
        var problems: [ProjectProblem] = []
        let appTargetIDs = Set(project.targets.filter { $0.name == appTarget }.map(\.id))
        let excluded = project.objects(ofKind: "PBXFileSystemSynchronizedBuildFileExceptionSet").values
            .contains { exceptions in
                appTargetIDs.contains(exceptions["target"]?.string ?? "")
                    && (exceptions["membershipExceptions"]?.strings.contains(name) ?? false)
            }
        if excluded {
            problems.append(.privacyManifestNotBundled(path: path))
        }
        let declarations = manifest["NSPrivacyAccessedAPITypes"] as? [[String: Any]] ?? []
        let reasons = declarations.filter {
            $0["NSPrivacyAccessedAPIType"] as? String == Self.fileTimestampCategory
        }
        .flatMap { $0["NSPrivacyAccessedAPITypeReasons"] as? [String] ?? [] }
        if !reasons.contains(Self.fileTimestampReason) {
            problems.append(
                .privacyReasonMissing(
                    path: path, category: Self.fileTimestampCategory, reason: Self.fileTimestampReason))
        }
        return problems
    }

    private func teamProblems() -> [ProjectProblem] {
        project.objects(ofKind: "XCBuildConfiguration").sorted { $0.key < $1.key }.compactMap { id, object in
            guard let team = object["buildSettings"]?.dictionary?["DEVELOPMENT_TEAM"]?.string, !team.isEmpty
            else {
                return nil
            }
            return .developmentTeamSet(configuration: object["name"]?.string ?? id, team: team)
        }
    }
}

/// The part of an icon set's `Contents.json` the check reads.
private struct IconSetContents: Decodable {
    struct Image: Decodable {
        var size: String?
        var filename: String?
    }

    var images: [Image]
}

/// The width and height in a PNG's header.
private struct PNGSize {
    let width: Int
    let height: Int

    /// The size in `bytes`' IHDR chunk, or nil when they do not start like a PNG.
    init?(_ bytes: Data) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let header = [UInt8](bytes.prefix(24))
        guard header.count == 24, Array(header[0..<8]) == signature,
            Array(header[12..<16]) == Array("IHDR".utf8)
        else { return nil }
        func number(at offset: Int) -> Int {
            header[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        width = number(at: 16)
        height = number(at: 20)
    }
}
