import ExerciseCatalog
import ExerciseDirectory
import Testing

@Suite struct HandleWordingTests {
    @Test(
        arguments: [
            ("coachingotf", "@coachingotf"),
            ("@coachingotf", "@coachingotf"),
            ("@@coachingotf", "@coachingotf"),
            ("  trainingtall \n", "@trainingtall"),
            (" @ trainingtall", "@trainingtall"),
            ("", ""),
            ("   ", ""),
            ("@", ""),
        ])
    func showsExactlyOneAtSign(handle: String, expected: String) {
        #expect(Wording.handle(handle) == expected)
    }
}
