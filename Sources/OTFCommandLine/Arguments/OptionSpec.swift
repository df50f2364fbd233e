/// One `--option` a command accepts, described as data so parsing and help come from one table.
///
/// Each option is declared once as a static constant (``catalog``, ``json``, or a command's own in
/// the command's file), listed in the command's options and read back with the same constant, so a
/// misspelt option does not compile.
package struct OptionSpec: Sendable, Equatable {
    /// What the option takes after its name.
    package enum Kind: Sendable, Equatable {
        /// A switch such as `--json`.
        case flag
        /// One value, such as `--catalog DIR`; given twice, the last wins.
        case value(placeholder: String)
        /// A value that may be given many times, such as `--category X`.
        case repeatedValue(placeholder: String)
    }

    /// The long name without dashes, such as "catalog".
    package var name: String
    /// What it takes.
    package var kind: Kind
    /// One line of help.
    package var help: String
    /// True when the value names a file or folder, so an empty one or one longer than a path can be is
    /// a usage error.
    package var takesPath: Bool

    /// Creates an option.
    package init(_ name: String, _ kind: Kind, help: String, takesPath: Bool = false) {
        self.name = name
        self.kind = kind
        self.help = help
        self.takesPath = takesPath
    }

    /// How the option is written in usage lines, such as `--catalog DIR`.
    package var synopsis: String {
        switch kind {
        case .flag: "--\(name)"
        case .value(let placeholder), .repeatedValue(let placeholder): "--\(name) \(placeholder)"
        }
    }
}

extension OptionSpec {
    /// `--catalog DIR`, accepted by every command that reads a catalog.
    package static let catalog = OptionSpec(
        "catalog", .value(placeholder: "DIR"), help: "use the catalog in DIR (see `otf catalog path`)",
        takesPath: true)
    /// `--json`, for machine-readable output.
    package static let json = OptionSpec("json", .flag, help: "print JSON instead of text")
}
