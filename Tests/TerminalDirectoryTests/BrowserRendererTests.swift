import ExerciseCatalog
import ExerciseDirectory
import TerminalKit
import Testing

@testable import TerminalDirectory

@MainActor
@Suite struct BrowserRendererTests {
    private static let disclaimer80 =
        "Unofficial fan directory — not affiliated with Orangetheory Fitness. Videos bel…"
    private static let disclaimer40 = "Unofficial fan directory — not affiliat…"

    private func render(
        _ model: DirectoryModel, _ state: BrowserState = BrowserState(), _ columns: Int, _ rows: Int
    )
        -> [String]
    {
        screenLines(
            BrowserRenderer.frame(
                model: model, state: state, size: TerminalSize(columns: columns, rows: rows)))
    }

    @Test func aLongSearchLineScrollsWithTheCursor() {
        let model = SampleDirectory.loaded()
        var state = BrowserState()
        let query = "kettlebell single arm overhead press hold"
        _ = BrowserKeys.handle(
            query.map { .text(String($0)) }, model: model, state: &state,
            size: TerminalSize(columns: 40, rows: 12))
        // 41 Characters in a 32-column field: the cursor sits in its last column after the last 31.
        var frame = BrowserRenderer.frame(
            model: model, state: state, size: TerminalSize(columns: 40, rows: 12))
        #expect(screenLines(frame)[1] == "Search:  single arm overhead press hold")
        #expect(frame.cursor == CursorPosition(row: 1, column: 39))
        _ = BrowserKeys.handle(
            [.home], model: model, state: &state, size: TerminalSize(columns: 40, rows: 12))
        frame = BrowserRenderer.frame(model: model, state: state, size: TerminalSize(columns: 40, rows: 12))
        #expect(screenLines(frame)[1] == "Search: kettlebell single arm overhead p")
        #expect(frame.cursor == CursorPosition(row: 1, column: 8))
    }

    @Test("a search that matches only some words says which matched nothing, after the count")
    func partialMatchNoticeInTheHeader() {
        let model = SampleDirectory.loaded()
        model.query = "zzzzzzzz impossible curl"
        #expect(
            render(model, BrowserState(), 80, 24)[3]
                == "Showing 1 of 21 exercises · No exercise matches every word; showing matches with")
        #expect(
            render(model, BrowserState(), 120, 24)[3]
                == "Showing 1 of 21 exercises · No exercise matches every word; showing matches without: "
                + "zzzzzzzz, impossible")
        // At 30 columns the count still shows whole.
        #expect(render(model, BrowserState(), 30, 12)[3] == "Showing 1 of 21 exercises · No")
        model.query = "hammer curl"
        #expect(render(model, BrowserState(), 80, 24)[3] == "Showing 1 of 21 exercises")
    }

    @Test func directoryAt80x24() {
        let lines = render(SampleDirectory.loaded(), BrowserState(), 80, 24)
        let expected = screen(
            [
                spread(" OTF Exercises", "SAMPLE CATALOG ", width: 80).dropLast().description,
                "Search: type to search · Tab filters · ? help",
                "No filters · Tab to filter",
                "Showing 21 of 21 exercises",
                spread("▸ Ab Dolly Rollout", "1 demo", width: 80),
                "    Core · Abs, Obliques · Ab Dolly · Sample Coach Avery",
                spread("  BOSU Reverse Lunge", "1 demo", width: 80),
                "    Lower Body · Glutes, Quads, Hamstrings · BOSU · Sample Coach Avery",
                spread("  “Coaches” Corner: Cueing the Hinge", "1 demo", width: 80),
                "    Other · Equipment not specified · Sample Coach Avery",
                spread("  Dead Bug", "2 demos", width: 80),
                "    Core · Core, Abs · Bodyweight · 2 creators",
                spread("  Farmer’s March In Place", "1 demo", width: 80),
                "    Full Body · Grip, Core, Traps · Dumbbell · Sample Coach Avery",
                spread("  Goblet Squat", "2 demos", width: 80),
                "    Lower Body · Quads, Glutes · Dumbbell · 2 creators",
                spread("  Hammer Curl", "1 demo", width: 80),
                "    Upper Body · Biceps, Forearms · Dumbbell · Sample Coach Avery",
                spread("  (Hang Power) Clean Options", "1 demo", width: 80),
                "    Full Body · Full Body · Dumbbell · Sample Coach Avery",
                spread("  Medicine Ball Slam 🔥", "1 demo", width: 79),
                "    Full Body · Full Body, Core · Medicine Ball · Sample Coach Avery",
            ],
            footer: [
                Self.disclaimer80, "Type to search · ↓ results · Enter open · Tab filters · Ctrl-C quit",
            ],
            rows: 24)
        #expect(lines == expected)
        let frame = BrowserRenderer.frame(
            model: SampleDirectory.loaded(), state: BrowserState(), size: TerminalSize(columns: 80, rows: 24))
        #expect(frame.cursor == CursorPosition(row: 1, column: 8))
    }

    @Test func directoryAt40x12WithTheListFocused() {
        var state = BrowserState()
        state.focus = .list
        state.selectedRow = 1
        let lines = render(SampleDirectory.loaded(), state, 40, 12)
        let expected = [
            spread(" OTF Exercises", "SAMPLE CATALOG ", width: 40).dropLast().description,
            "Search: type to search · Tab filters · ?",
            "No filters · Tab to filter",
            "Showing 21 of 21 exercises",
            spread("  Ab Dolly Rollout", "1 demo", width: 40),
            "    Core · Abs, Obliques · Ab Dolly · Sa",
            spread("▸ BOSU Reverse Lunge", "1 demo", width: 40),
            "    Lower Body · Glutes, Quads, Hamstrin",
            spread("  “Coaches” Corner: Cueing the H…", "1 demo", width: 40),
            "    Other · Equipment not specified · Sa",
            Self.disclaimer40,
            "↑↓ move · Enter open · type to search ·",
        ]
        #expect(lines == expected)
        let frame = BrowserRenderer.frame(
            model: SampleDirectory.loaded(), state: state, size: TerminalSize(columns: 40, rows: 12))
        #expect(frame.cursor == nil)
    }

    @Test func emptyStateAt80x24() {
        let model = SampleDirectory.loaded()
        model.query = "zzqqxx"
        let lines = render(model, BrowserState(), 80, 24)
        #expect(
            Array(lines[1...5]) == [
                "Search: zzqqxx",
                "No filters · Tab to filter",
                "Showing 0 of 21 exercises",
                "",
                "  No exercises found — try a different search or clear a filter",
            ])
    }

    @Test func detailAt80x24() {
        let model = SampleDirectory.loaded()
        model.open("hammer-curl")
        let lines = render(model, BrowserState(), 80, 24)
        let expected = [
            spread(" ← Hammer Curl", "Upper Body ", width: 80).dropLast().description,
            "Hammer Curl",
            "Upper Body · Isolation",
            "1 video demo · Sample Coach Avery",
            "[ Upper Body · thumbnail not shown in this terminal ]",
            "",
            "Muscle groups: Biceps, Forearms",
            "Equipment:     Dumbbell",
            "Creators:      Sample Coach Avery (@samplecoach)",
            "",
            "Demos (1)",
            "▸ 1. Instagram · Sample Coach Avery (@samplecoach)",
            "     Hammer Curl: thumbs up the whole time",
            "     Not opened: the sample catalog's links are placeholders, not real posts",
            "",
            "Similar exercises",
            "  • Strap Pull Up (Upper Body)",
            "  • TRX Low Row (Upper Body)",
            "  • 2 Point Row (Upper Body)",
            "  • Farmer’s March In Place (Full Body)",
            "  • Goblet Squat (Lower Body)",
            "",
            Self.disclaimer80,
            "↑↓ demo · Enter watch · Ctrl-Y copy · Ctrl-P profile · Esc back · ? help",
        ]
        #expect(lines == expected)
    }

    @Test func aboutAt80x24And40x12() {
        let model = SampleDirectory.loaded()
        model.sheet = .about
        #expect(
            render(model, BrowserState(), 80, 24)
                == screen(
                    [
                        " About OTF Exercises",
                        "",
                        " Unofficial fan directory — not affiliated with Orangetheory Fitness. Videos",
                        " belong to their creators.",
                        "",
                        " 21 exercises · 23 demos · 2 creators",
                        "",
                        " Web directory: https://github.com/vdoshi96/OTf-exercises",
                        " Catalog: Sample catalog — links are placeholders, not real posts. Import the",
                        " full catalog with `otf catalog import`.",
                    ], footer: [Self.disclaimer80, "Esc back · ? help · Ctrl-C quit"], rows: 24))
        #expect(
            render(model, BrowserState(), 40, 12)
                == [
                    " About OTF Exercises",
                    "",
                    " Unofficial fan directory — not",
                    " affiliated with Orangetheory Fitness.",
                    " Videos belong to their creators.",
                    "",
                    " 21 exercises · 23 demos · 2 creators",
                    "",
                    " Web directory:",
                    " https://github.com/vdoshi96/OTf-exerc…",
                    Self.disclaimer40,
                    "Esc back · ? help · Ctrl-C quit",
                ])
    }

    @Test func filterSheetAt40x12() {
        let model = SampleDirectory.loaded()
        model.query = "sqaut"
        model.sheet = .filters
        var state = BrowserState()
        state.filterCursor = 2
        #expect(
            render(model, state, 40, 12)
                == [
                    spread(" Filters", "Showing 2 of 21 exercises ", width: 40).dropLast().description,
                    "Category",
                    "  [ ] Lower Body (2)",
                    "Muscle Group",
                    "  [ ] Adductors (1)",
                    "▸ [ ] Glutes (2)",
                    "  [ ] Quads (1)",
                    "Equipment",
                    "  [ ] Dumbbell (1)",
                    "  [ ] Kettlebell (1)",
                    Self.disclaimer40,
                    "↑↓ move · Space select · Ctrl-X clear al",
                ])
    }

    @Test func filterSheetAt80x24() {
        let model = SampleDirectory.loaded()
        model.query = "sqaut"
        model.toggle("glutes", in: .muscleGroup)
        model.sheet = .filters
        #expect(
            render(model, BrowserState(), 80, 24)
                == screen(
                    [
                        spread(" Filters", "Showing 2 of 21 exercises ", width: 80).dropLast().description,
                        "Category",
                        "▸ [ ] Lower Body (2)",
                        "Muscle Group",
                        "  [ ] Adductors (1)",
                        "  [x] Glutes (2)",
                        "  [ ] Quads (1)",
                        "Equipment",
                        "  [ ] Dumbbell (1)",
                        "  [ ] Kettlebell (1)",
                        "Movement Type",
                        "  [ ] Compound (2)",
                        "Platform",
                        "  [ ] Instagram (2)",
                        "  [ ] TikTok (1)",
                        "Creator",
                        "  [ ] Sample Coach Avery (2)",
                        "  [ ] Sample Trainer Blake (1)",
                    ],
                    footer: [
                        Self.disclaimer80,
                        "↑↓ move · Space select · Ctrl-X clear all · Esc done · typing searches",
                    ],
                    rows: 24))
    }

    @Test func detailAt40x12ScrolledToTheDemos() {
        let model = SampleDirectory.loaded()
        model.open("hammer-curl")
        var state = BrowserState()
        state.detailScroll = 9
        #expect(
            render(model, state, 40, 12)
                == [
                    spread(" ← Hammer Curl", "Upper Body ", width: 40).dropLast().description,
                    "Demos (1)",
                    "▸ 1. Instagram · Sample Coach Avery (@sa",
                    "     Hammer Curl: thumbs up the whole ti",
                    "     Not opened: the sample catalog's li",
                    "",
                    "Similar exercises",
                    "  • Strap Pull Up (Upper Body)",
                    "  • TRX Low Row (Upper Body)",
                    "  • 2 Point Row (Upper Body)",
                    Self.disclaimer40,
                    "↑↓ demo · Enter watch · Ctrl-Y copy · Ct",
                ])
    }

    @Test func emptyStateAt40x12() {
        let model = SampleDirectory.loaded()
        model.query = "zzqqxx"
        #expect(
            render(model, BrowserState(), 40, 12)
                == screen(
                    [
                        spread(" OTF Exercises", "SAMPLE CATALOG ", width: 40).dropLast().description,
                        "Search: zzqqxx",
                        "No filters · Tab to filter",
                        "Showing 0 of 21 exercises",
                        "",
                        "  No exercises found — try a different s",
                    ], footer: [Self.disclaimer40, "Type to search · ↓ results · Enter open"], rows: 12))
    }

    @Test func wideCharactersKeepTheDemoCountInTheLastColumns() {
        let video = SampleCatalog.load().exercises[0].videos[0]
        let exercise = Exercise(
            id: "wide", name: "日本語のスクワット 🏋️‍♀️ Squat", category: .lowerBody, muscleGroups: ["quads"],
            equipment: [], movementType: .compound, coachingCues: [], videos: [video])
        let model = DirectoryModel {
            Catalog(exercises: [exercise], origin: .embeddedSample, thumbnailsDirectory: nil, isSample: false)
        }
        model.loadNow()
        let frame = BrowserRenderer.frame(
            model: model, state: BrowserState(), size: TerminalSize(columns: 40, rows: 8))
        let row = frame.rows[4].spans.map(\.text).joined()
        #expect(DisplayWidth.width(of: row) == 40)
        #expect(row.hasPrefix("▸ 日本語のスクワット 🏋️‍♀️ Squat"))
        #expect(row.hasSuffix(" 1 demo"))
        let narrow = BrowserRenderer.frame(
            model: model, state: BrowserState(), size: TerminalSize(columns: 20, rows: 8))
        let cut = narrow.rows[4].spans.map(\.text).joined()
        #expect(DisplayWidth.width(of: cut) == 20)
        #expect(cut == "▸ 日本語のス… 1 demo")
    }
}
