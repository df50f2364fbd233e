internal import ExerciseCatalog
package import ExerciseDirectory
package import TerminalKit

/// The terminal app's event loop: read keys, apply them, write one diffed frame.
///
/// Everything it decides comes from `BrowserKeys` and `BrowserRenderer`; it only moves bytes and runs
/// the effects they ask for. The terminal is restored on every way out (see `TerminalSession`).
@MainActor
package struct BrowserEventLoop {
    /// How long a lone Escape waits for the rest of a sequence before it counts as the Escape key.
    package static let escapeTimeout = Duration.milliseconds(50)
    /// At most this many queued input bytes are read into one batch of keys.
    package static let batchBytes = 1 << 16
    /// Rows kept for an inline thumbnail on the detail screen.
    package static let thumbnailRows = 8

    /// The directory to show.
    package var model: DirectoryModel
    /// What the terminal can do.
    package var capabilities: TerminalCapabilities
    /// How allow-listed links are opened, or why they cannot be.
    package var opener: OpenerChoice

    /// A loop over `model` for a terminal with `capabilities`.
    package init(model: DirectoryModel, capabilities: TerminalCapabilities, opener: OpenerChoice) {
        self.model = model
        self.capabilities = capabilities
        self.opener = opener
    }

    /// Takes over the terminal until the user quits: the first frame (loading) is drawn at once, then the
    /// catalog is loaded.
    package func run() throws {
        let session = try TerminalSession()
        defer { session.end() }
        let renderer = FrameRenderer(usesColor: capabilities.usesColor)
        var state = BrowserState()
        state.thumbnailLines = capabilities.inlineImages == nil ? 0 : Self.thumbnailRows
        var decoder = KeyDecoder()
        var onScreen: Frame?
        var imageOnScreen: String?
        var pictures = ThumbnailPictureCache()
        var openers = OpenerWatch()
        defer { openers.releaseAll() }
        defer {
            try? session.write(
                ThumbnailRefresh.removal(onScreen: imageOnScreen, imageProtocol: capabilities.inlineImages))
        }
        try session.write(
            renderer.diff(
                from: nil, to: BrowserRenderer.frame(model: model, state: state, size: session.size)))
        model.loadNow()
        while true {
            let size = session.size
            let image = thumbnail(state: state, pictures: &pictures)
            let frame = BrowserRenderer.frame(
                model: model, state: state, size: size, imageLines: image == nil ? 0 : Self.thumbnailRows)
            let fullRedraw = onScreen == nil || onScreen?.size != frame.size
            try session.write(renderer.diff(from: onScreen, to: frame))
            try session.write(
                ThumbnailRefresh.output(
                    wanted: image, onScreen: imageOnScreen, fullRedraw: fullRedraw,
                    imageProtocol: capabilities.inlineImages))
            imageOnScreen = image?.key
            onScreen = frame
            let wake = try session.wait(
                timeout: decoder.hasPendingEscape
                    ? Self.escapeTimeout : openers.isEmpty ? nil : OpenerWatch.pollInterval)
            if wake.contains(.resumed) { onScreen = nil }
            var keys: [Key] = []
            var inputEnded = false
            if wake.contains(.input) {
                guard var bytes = try session.readInput() else { return }
                // Everything already queued is handled as one batch: one search and one frame for a
                // paste or a burst of typing, and a Ctrl-C among the keys is seen at once.
                while bytes.count < Self.batchBytes {
                    let more = try session.wait(timeout: .zero)
                    if more.contains(.resumed) { onScreen = nil }
                    guard more.contains(.input) else { break }
                    guard let next = try session.readInput() else {
                        inputEnded = true
                        break
                    }
                    guard !next.isEmpty else { break }
                    bytes += next
                }
                keys = decoder.decode(bytes)
            } else if wake.isEmpty {
                keys = decoder.flushPendingEscape()
            }
            for effect in BrowserKeys.handle(keys, model: model, state: &state, size: size) {
                switch effect {
                case .quit:
                    return
                case .suspend:
                    try session.write(
                        ThumbnailRefresh.removal(
                            onScreen: imageOnScreen, imageProtocol: capabilities.inlineImages))
                    imageOnScreen = nil
                    session.suspend()
                    onScreen = nil
                case .open(let url):
                    switch opener {
                    case .opener(let system):
                        if let running = system.launch(url) {
                            openers.watch(running, url: url)
                        } else {
                            state.status = OpenerChoice.notOpenedStatus(
                                url: url, reason: "could not start \(system.programName)")
                        }
                    case .unavailable(let reason):
                        state.status = OpenerChoice.notOpenedStatus(url: url, reason: reason)
                    }
                case .copy(let text):
                    try session.write(ClipboardEscape.copy(text))
                case .retryLoad:
                    model.loadNow()
                }
            }
            // After the keys, which clear the status line, so that a failure is drawn.
            if !openers.isEmpty, let status = openers.poll() {
                state.status = status
            }
            if inputEnded { return }
        }
    }

    /// The inline thumbnail to draw on the detail screen, keyed by exercise, when the terminal can show
    /// pictures and the thumbnail can be shown (see ``ThumbnailPicture``); nil shows the text placeholder.
    private func thumbnail(state: BrowserState, pictures: inout ThumbnailPictureCache)
        -> (key: String, escape: String)?
    {
        guard let imageProtocol = capabilities.inlineImages, state.detailScroll == 0, !state.showsHelp,
            case .detail(let id) = BrowserScreen.current(model: model, state: state),
            let catalog = model.catalog, let detail = model.detail(for: id),
            let path = ThumbnailResolver(thumbnailsDirectory: catalog.thumbnailsDirectory).path(
                for: detail.heroThumbnail),
            let picture = pictures.escape(
                forFileAt: path, imageProtocol: imageProtocol, rows: Self.thumbnailRows)
        else { return nil }
        let row = BrowserLayout.sheetHeader + DetailScreen.thumbnailLine + 1
        return (id, ThumbnailRefresh.prefix(row: row, imageProtocol: imageProtocol) + picture)
    }
}
