public import ExerciseCatalog

/// What the About screen says: the disclaimer, the catalog's size and where it comes from.
public struct AboutContent: Sendable, Hashable {
    /// The disclaimer every screen carries (`Disclaimer.text`).
    public var disclaimer: String
    /// The whole disclaimer, trademarks included (`Disclaimer.fullText`), for the iPhone app.
    public var fullDisclaimer: String
    /// The web directory's own address (`Disclaimer.webAppAddress`), which the iPhone app links.
    public var webAppAddress: String
    /// Which catalog is loaded, worded for a phone: no command to run.
    public var appCatalogDescription: String
    /// What the app carries (catalog text, thumbnails) and whose it is (``AppWording/bundledCatalog``).
    public var bundledContent: String
    /// The privacy policy in one sentence (``AppWording/privacySummary``).
    public var privacySummary: String
    /// The whole privacy policy, which About shows on a page of its own (``PrivacyPolicy/parts``).
    public var privacyPolicy: [PrivacyPolicy.Part]
    /// "1,220 exercises", "1,953 demos", "2 creators".
    public var stats: [String]
    /// The web directory's address.
    public var webDirectoryAddress: String
    /// Which catalog is loaded, as it is: the sample, a checkout of the web directory, or a catalog
    /// folder, named by its path.
    public var catalogDescription: String
    /// True when the sample is loaded.
    public var isSample: Bool

    /// Describes `catalog`.
    public init(catalog: Catalog) {
        disclaimer = Disclaimer.text
        fullDisclaimer = Disclaimer.fullText
        webAppAddress = Disclaimer.webAppAddress
        let exercises = catalog.exercises
        let creatorIDs = Set(exercises.flatMap(\.videos).map(\.creator.id))
        stats = [
            Wording.exerciseCount(exercises.count),
            Wording.demoCount(exercises.reduce(0) { $0 + $1.videos.count }),
            Wording.creatorCount(creatorIDs.count),
        ]
        webDirectoryAddress = Disclaimer.webDirectoryAddress
        isSample = catalog.isSample
        catalogDescription = Self.catalogDescription(catalog)
        appCatalogDescription =
            catalog.isSample
            ? AppWording.sampleCatalogDescription : "Full catalog from the OTF Exercise Directory."
        bundledContent = catalog.isSample ? AppWording.bundledSample : AppWording.bundledCatalog
        privacySummary = AppWording.privacySummary
        privacyPolicy = PrivacyPolicy.parts
    }

    /// `catalog` named as it is: the web directory's only when it is read from a checkout of it.
    static func catalogDescription(_ catalog: Catalog) -> String {
        guard !catalog.isSample, case .directory(let path) = catalog.origin else {
            return Disclaimer.sampleNotice
        }
        let layout = try? CatalogLoader.layout(of: path)
        guard layout?.exercisesPath.hasSuffix(CatalogFiles.webExercisesPath) == true else {
            return "the catalog folder \(path)"
        }
        return "the OTF Exercise Directory's, read from its checkout in \(path)"
    }
}
