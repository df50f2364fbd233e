internal import CatalogMaintenance

/// What a shell may offer for an option's value or a command's plain arguments, decided from the
/// command table so completions and the parser cannot disagree.
enum CompletionValues: Sendable, Equatable {
    /// Nothing to offer (a number, a query).
    case none
    /// Folder names.
    case directories
    /// These words.
    case words([String])
    /// A filter's values in the catalog in use, printed at completion time by
    /// `otf completions --values NAME` (NAME being the option's name).
    case filter(String)

    /// The shells `otf completions` writes scripts for.
    static let shells = ["bash", "zsh", "fish"]

    /// What `option`'s value completes to.
    static func forValue(of option: OptionSpec) -> CompletionValues {
        if facetOptions.contains(where: { $0.option == option }) { return .filter(option.name) }
        switch option.name {
        case "rule": return .words(CatalogLint.ruleNames)
        case "fail-on": return .words(["error", "warning", "never"])
        case "values": return .words(facetOptions.map(\.option.name))
        default: break
        }
        if case .value("DIR") = option.kind { return .directories }
        return .none
    }

    /// What `command`'s plain arguments complete to.
    static func forPositionals(of command: CommandSpec) -> CompletionValues {
        if command.path == ["completions"] { return .words(shells) }
        let synopsis = command.positionals.synopsis
        return synopsis.contains("DIR") || synopsis.contains("SOURCE") ? .directories : .none
    }
}
