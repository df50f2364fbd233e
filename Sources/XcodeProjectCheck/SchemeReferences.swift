package import Foundation

#if canImport(FoundationXML)
    internal import FoundationXML
#endif

/// The `BuildableReference` elements of an `.xcscheme` file.
package struct SchemeReferences: Sendable, Equatable {
    /// One target a scheme builds, runs or tests.
    package struct Reference: Sendable, Equatable {
        /// The target's object identifier in its project.
        package var blueprintIdentifier: String
        /// The target's name.
        package var blueprintName: String
        /// The container holding the target, such as `container:OTFExercises.xcodeproj`, or
        /// `container:..` for a package one folder up.
        package var referencedContainer: String
        /// True when the reference is a testable of the scheme's test action.
        package var isTestable: Bool
    }

    /// Every reference, in file order (a target usually appears several times).
    package var references: [Reference]

    /// Reads the references out of scheme XML; `path` names the file in errors.
    package init(xml: Data, path: String) throws(ProjectProblem) {
        let collector = ReferenceCollector()
        let parser = XMLParser(data: xml)
        parser.delegate = collector
        // FoundationXML on Linux can return true from parse() for some malformed documents while still
        // recording an error, so both are checked.
        guard parser.parse(), parser.parserError == nil else {
            let code = (parser.parserError as NSError?).map { " \($0.code)" } ?? ""
            throw .unreadableScheme(
                path: path, reason: "not well-formed XML (parser error\(code) near line \(parser.lineNumber))"
            )
        }
        references = collector.references
    }
}

/// Collects `BuildableReference` attributes while an `XMLParser` reads a scheme.
private final class ReferenceCollector: NSObject, XMLParserDelegate {
    var references: [SchemeReferences.Reference] = []
    private var isInTestable = false

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String]
    ) {
        if elementName == "TestableReference" { isInTestable = true }
        guard elementName == "BuildableReference" else { return }
        references.append(
            SchemeReferences.Reference(
                blueprintIdentifier: attributeDict["BlueprintIdentifier"] ?? "",
                blueprintName: attributeDict["BlueprintName"] ?? "",
                referencedContainer: attributeDict["ReferencedContainer"] ?? "",
                isTestable: isInTestable))
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?
    ) {
        if elementName == "TestableReference" { isInTestable = false }
    }
}
