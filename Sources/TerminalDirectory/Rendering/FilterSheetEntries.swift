package import ExerciseDirectory
package import ExerciseSearch

/// The filter sheet as lines: each section's title followed by its live options.
package struct FilterSheetEntries: Sendable {
    /// One line of the sheet.
    package enum Entry: Sendable, Equatable {
        /// A section title, such as "Muscle Group".
        case title(String)
        /// A selectable option; `position` counts options only, in order.
        case option(facet: Facet, option: FacetOption, position: Int)
    }

    /// Every line, in order.
    package var entries: [Entry] = []

    /// The lines for `sections`, hiding options that would give no results unless selected.
    package init(sections: [FacetSection]) {
        var position = 0
        for section in sections where !section.liveOptions.isEmpty {
            entries.append(.title(section.title))
            for option in section.liveOptions {
                entries.append(.option(facet: section.facet, option: option, position: position))
                position += 1
            }
        }
    }

    /// The selectable options in order.
    package var options: [(facet: Facet, option: FacetOption)] {
        entries.compactMap {
            if case .option(let facet, let option, _) = $0 { (facet, option) } else { nil }
        }
    }

    /// The line index of option number `position`, or nil.
    package func line(ofOption position: Int) -> Int? {
        entries.firstIndex {
            if case .option(_, _, let candidate) = $0 { candidate == position } else { false }
        }
    }
}
