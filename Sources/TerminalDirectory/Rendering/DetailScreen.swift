internal import ExerciseDirectory
internal import TerminalKit

/// The detail screen: an exercise's facts, cues, demos with their links, and similar exercises.
enum DetailScreen {
    /// Every content line (before scrolling), with the selected video highlighted.
    static func lines(_ detail: ExerciseDetail, width: Int, selectedVideo: Int, imageLines: Int = 0)
        -> [FrameRow]
    {
        content(detail, width: width, selectedVideo: selectedVideo, imageLines: imageLines).rows
    }

    /// How many content lines there are, and the line range of each video block among them.
    static func layout(_ detail: ExerciseDetail, width: Int, imageLines: Int)
        -> (lineCount: Int, videoRanges: [Range<Int>])
    {
        let content = content(detail, width: width, selectedVideo: -1, imageLines: imageLines)
        return (content.rows.count, content.videoRanges)
    }

    /// The line where the thumbnail (or its placeholder) starts.
    static let thumbnailLine = 3

    private static func content(
        _ detail: ExerciseDetail, width: Int, selectedVideo: Int, imageLines: Int
    ) -> (rows: [FrameRow], videoRanges: [Range<Int>]) {
        let clean = ScreenText.clean
        var rows = [
            FrameRow(clean(detail.title), style: .title),
            FrameRow("\(detail.categoryLabel) · \(detail.movementLabel)"),
            FrameRow(clean(detail.demoSummary), style: .secondary),
        ]
        if imageLines > 0 {
            rows += Array(repeating: FrameRow.blank, count: imageLines)
        } else {
            rows.append(
                FrameRow(
                    "[ \(detail.categoryLabel) · thumbnail not shown in this terminal ]", style: .secondary))
        }
        rows.append(.blank)
        rows.append(FrameRow("Muscle groups: " + clean(detail.muscleSummary ?? "Not specified")))
        rows.append(FrameRow("Equipment:     " + clean(detail.equipment)))
        let creators = detail.creators.map {
            clean($0.name) + ($0.handle.isEmpty ? "" : " (\(clean($0.handle)))")
        }
        rows.append(
            FrameRow(
                "Creators:      "
                    + (creators.isEmpty ? detail.creatorSummary : creators.joined(separator: ", "))))
        if !detail.cues.isEmpty {
            rows.append(.blank)
            rows.append(FrameRow("Coaching cues", style: .title))
            for cue in detail.cues {
                rows += DisplayWidth.wrap(clean(cue), width: max(width - 4, 1)).enumerated().map {
                    FrameRow(($0.offset == 0 ? "  • " : "    ") + $0.element)
                }
            }
        }
        rows.append(.blank)
        rows.append(FrameRow("Demos (\(detail.videos.count))", style: .title))
        var ranges: [Range<Int>] = []
        for (number, video) in detail.videos.enumerated() {
            let start = rows.count
            let isSelected = number == selectedVideo
            let who =
                clean(video.creatorName)
                + (video.creatorHandle.isEmpty ? "" : " (\(clean(video.creatorHandle)))")
            rows.append(
                FrameRow(
                    (isSelected ? "▸ " : "  ") + "\(number + 1). \(video.platformLabel) · " + who,
                    style: isSelected ? .selected : .plain))
            if let caption = video.caption {
                rows.append(FrameRow("     " + clean(caption), style: .secondary))
            }
            if video.watchURL != nil {
                let copy = DemoKeys.name(DemoKeys.copyLink) + ": copy link"
                let profile =
                    video.profileURL == nil ? "" : " · " + DemoKeys.name(DemoKeys.openProfile) + ": profile"
                rows.append(FrameRow("     Enter: \(video.watchLabel) · " + copy + profile))
            } else {
                rows.append(
                    FrameRow(
                        "     Not opened: " + clean(video.refusalReason ?? "link not allowed"),
                        style: .secondary))
            }
            ranges.append(start..<rows.count)
        }
        if !detail.similar.isEmpty {
            rows.append(.blank)
            rows.append(FrameRow("Similar exercises", style: .title))
            rows += detail.similar.map { FrameRow("  • " + clean($0.name) + " (\($0.categoryLabel))") }
        }
        return (rows, ranges)
    }

    /// The detail screen's key hints.
    static let hints =
        "↑↓ demo · Enter watch · \(DemoKeys.name(DemoKeys.copyLink)) copy · "
        + "\(DemoKeys.name(DemoKeys.openProfile)) profile · Esc back · ? help"
}
