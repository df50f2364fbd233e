internal import ExerciseDirectory

/// How far the exercise screen scrolls, and where to show a demo, laid out as the renderer draws it.
///
/// The event loop draws the thumbnail only while the page is at its top (scroll 0): there it takes
/// ``BrowserState/thumbnailLines`` lines, and anywhere else the renderer draws the one-line placeholder
/// instead. So a demo may fit on screen scrolled one line down yet not at the top, below the picture.
/// With `thumbnailLines` 0 both layouts are the placeholder's.
///
/// An exercise whose demos have no thumbnail gets no picture, so none is reserved for it. When a
/// thumbnail it names cannot be drawn, the renderer draws the placeholder at the top instead; that only
/// moves the demos up, so a demo shown here is shown there as well.
struct DetailScrolling {
    /// The content lines on screen.
    let visibleLines: Int
    /// The last useful scroll: the one that shows the page's end, or 0 when the page fits at its top.
    ///
    /// When the page fits only without its picture this is 1, which shows it all with the placeholder.
    let maximum: Int
    /// True when the layout has a picture at the top.
    private let hasPicture: Bool
    /// Each demo's content lines at the top, under the picture.
    private let rangesAtTop: [Range<Int>]
    /// Each demo's content lines scrolled down, under the placeholder.
    private let rangesScrolled: [Range<Int>]

    /// The layout of `detail` for `layout`, with a picture of `thumbnailLines` at the top when the
    /// exercise names a thumbnail.
    init(_ detail: ExerciseDetail, layout: BrowserLayout, thumbnailLines: Int) {
        let width = layout.size.columns
        visibleLines = layout.sheetLines
        hasPicture = thumbnailLines > 0 && !detail.heroThumbnail.isEmpty
        let thumbnailLines = hasPicture ? thumbnailLines : 0
        let atTop = DetailScreen.layout(detail, width: width, imageLines: thumbnailLines)
        let scrolled = DetailScreen.layout(detail, width: width, imageLines: 0)
        rangesAtTop = atTop.videoRanges
        rangesScrolled = scrolled.videoRanges
        let end = max(scrolled.lineCount - visibleLines, 0)
        maximum = atTop.lineCount > visibleLines ? max(end, 1) : end
    }

    /// The scroll closest to `scroll` that shows demo `video` whole (its end when it is taller than
    /// the screen); `scroll` itself for a demo that does not exist.
    func revealing(video: Int, from scroll: Int) -> Int {
        guard rangesAtTop.indices.contains(video) else { return scroll }
        if scroll == 0, rangesAtTop[video].upperBound <= visibleLines { return 0 }
        let range = rangesScrolled[video]
        var revealed = min(scroll, range.lowerBound)
        if range.upperBound > revealed + visibleLines {
            revealed = range.upperBound - visibleLines
        }
        // Back at the top the picture would push the demo down again.
        return hasPicture ? max(revealed, 1) : revealed
    }
}
