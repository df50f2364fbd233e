import ExerciseCatalog
import Foundation
import Testing

@testable import ExerciseDirectory

/// The model side of the iPhone review's fixes: loading once, notices after a
/// sheet has closed, a one-line paste that searches, and when the list goes back to its top.
@MainActor
@Suite struct DirectoryModelLifecycleTests {
    private func loadedSample() async -> DirectoryModel {
        let model = DirectoryModel(execution: .immediate) { SampleCatalog.load() }
        await model.load()
        return model
    }

    @Test("loadOnce reads the catalog once however often a view's task runs it, and applies options once")
    func loadsOnce() async {
        let attempts = AttemptCounter()
        let model = DirectoryModel(execution: .immediate) {
            _ = attempts.next()
            return SampleCatalog.load()
        }
        let options = LaunchOptions(arguments: ["-screenshotExercise", "dead-bug"])
        await model.loadOnce(requesting: options)
        #expect(model.loadState == .loaded)
        #expect(model.path == [.detail(id: "dead-bug")])
        model.goBack()
        await model.loadOnce(requesting: options)
        await model.loadOnce(requesting: options)
        #expect(attempts.next() == 2, "the loader ran once before this call")
        #expect(model.path.isEmpty, "the options are not applied again")
        #expect(model.loadState == .loaded)
    }

    @Test("loadOnce does nothing once a load has begun another way; Try Again still loads")
    func retryStillLoads() async {
        let attempts = AttemptCounter()
        let model = DirectoryModel(execution: .immediate) {
            _ = attempts.next()
            return SampleCatalog.load()
        }
        model.loadNow()
        await model.loadOnce(requesting: LaunchOptions(arguments: []))
        await model.retry()
        #expect(attempts.next() == 3, "loadNow and retry ran the loader, loadOnce did not")
    }

    @Test("a notice set as a sheet closes waits until the sheet has gone, then shows")
    func noticeAfterSheet() async {
        let model = await loadedSample()
        model.open(deepLink: "otfexercises://settings")
        #expect(model.presentableNotice == "That link does not name an exercise.", "no sheet: shown at once")
        model.notice = nil

        model.sheet = .filters
        model.open(deepLink: "otfexercises://exercise/no-such-move")
        #expect(model.sheet == nil)
        #expect(model.isSheetClosing)
        #expect(model.notice == "No exercise “no-such-move” in this catalog.")
        #expect(model.presentableNotice == nil, "the sheet is still animating away")
        model.sheetDidClose()
        #expect(model.presentableNotice == "No exercise “no-such-move” in this catalog.")
    }

    @Test("a notice set while a sheet stays up waits for it; swapping one sheet for another is no closing")
    func noticeUnderOpenSheet() async {
        let model = await loadedSample()
        model.sheet = .filters
        model.sheet = .about
        #expect(!model.isSheetClosing)
        model.open("no-such-id")
        #expect(model.presentableNotice == nil)
        model.goBack()
        #expect(model.presentableNotice == nil)
        model.sheetDidClose()
        #expect(model.presentableNotice == "No exercise “no-such-id” in this catalog.")
    }

    @Test("a one-line paste searches its words, leaving any sheet and screen; several lines are a workout")
    func pasteOneLineSearches() async {
        let model = await loadedSample()
        model.sheet = .filters
        model.open("dead-bug")
        model.paste("  hammer curl \n\n \t")
        #expect(model.query == "hammer curl")
        #expect(model.sheet == nil)
        #expect(model.path.isEmpty)
        #expect(model.workout == nil)
        #expect(model.rows.first?.id == "hammer-curl")

        model.paste("BLOCK 1\n12 DB Goblet Squat")
        #expect(model.path == [.workout])
        #expect(model.workout?.rows.map(\.line) == ["BLOCK 1", "12 DB Goblet Squat"])
        #expect(model.query == "hammer curl", "a workout leaves the search as it was")

        model.paste(" \n\t")
        #expect(model.notice == "The pasted text has no lines to look up.")
    }

    @Test("before the catalog is loaded a paste does nothing")
    func pasteBeforeLoading() {
        let model = DirectoryModel(execution: .immediate) { SampleCatalog.load() }
        model.paste("hammer curl")
        #expect(model.query == "" && model.path.isEmpty && model.notice == nil)
    }

    @Test("the rows version moves when other exercises or another order are listed, not for the same list")
    func rowsVersion() async {
        let model = await loadedSample()
        #expect(model.rowsVersion == 1, "the first listing")
        model.query = "hammer curl"
        #expect(model.rows.map(\.id).first == "hammer-curl")
        #expect(model.rowsVersion == 2)
        let searches = model.resultsVersion
        model.query = "hammer curl "
        #expect(model.resultsVersion == searches + 1, "searched again")
        #expect(model.rowsVersion == 2, "the same exercises in the same order")
        model.query = ""
        #expect(model.rows.count == 21)
        #expect(model.rowsVersion == 3)
        model.toggle("lower_body", in: .category)
        #expect(model.rowsVersion == 4)
    }
}
