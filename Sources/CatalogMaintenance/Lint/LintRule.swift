package import ExerciseCatalog

/// One data-quality check of a catalog, with the words a maintainer needs to act on what it finds.
package protocol LintRule: Sendable {
    /// The name to select it with, such as "caption-title".
    var name: String { get }
    /// How serious each of its findings is.
    var severity: LintSeverity { get }
    /// One line saying what it finds and why that matters.
    var explanation: String { get }
    /// One line saying how to fix what it finds.
    var fix: String { get }

    /// Everything this rule finds in `catalog`, in catalog order.
    func findings(in catalog: Catalog) -> [LintFinding]
}
