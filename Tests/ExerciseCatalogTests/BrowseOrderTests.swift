import CatalogTestSupport
import ExerciseCatalog
import Testing

@Suite struct BrowseOrderTests {
    /// True when the title `lhs` comes before `rhs` in browse order: their keys, which ``BrowseOrder``
    /// sorts by.
    private func precedes(_ lhs: String, _ rhs: String) -> Bool {
        BrowseKey(title: lhs) < BrowseKey(title: rhs)
    }

    /// A mix of the catalog's awkward titles, in the order worked out by hand from the rules.
    private let handOrdered = [
        "Ab Dolly Rollout",
        "🔥 Burpee",
        "BURPEE BROAD JUMP",
        "“Coaches”",
        "Échappé Jump",
        "Echo Bike Sprint",
        "Farmers Carry",
        "Farmer’s March In Place",
        "Hang Clean",
        "(Hang Power) Clean Options",
        "1,2,3 Knee Drive Combo",
        "1/2 Kneeling Single Arm Low Row",
        "2 Point Row",
        "✅ 3 Tips to Row Fast (Sprints)",
        "10 Stroke Power Row",
        "500m Row",
        "2000m Row Strategy",
    ]

    @Test func sortsTitlesIntoTheHandWorkedOrder() {
        let reversed = Array(handOrdered.reversed())
        let interleaved =
            stride(from: 0, to: handOrdered.count, by: 2).map { handOrdered[$0] }
            + stride(from: 1, to: handOrdered.count, by: 2).map { handOrdered[$0] }
        #expect(reversed.sorted(by: precedes) == handOrdered)
        #expect(interleaved.sorted(by: precedes) == handOrdered)
    }

    @Test func sortsExercisesIntoTheHandWorkedOrder() {
        let exercises = handOrdered.reversed().enumerated().map { index, title in
            ModelFixtures.exercise(id: "id-\(index)", name: title)
        }
        #expect(BrowseOrder.sorted(exercises).map(\.name) == handOrdered)
    }

    @Test(
        arguments: [
            ("2 Point Row", "10 Stroke Power Row"),
            ("10 Stroke Power Row", "11:00 & 1:00 Clock Press"),
            ("500m Row", "2000m Row Strategy"),
            ("Row 9", "Row 10"),
            ("Row 2", "Row A"),
            ("Zottman Curl", "1,2,3 Knee Drive Combo"),
            ("Zottman Curl", "⭐️ 200m TECHNIQUE"),
            ("1,2,3 Knee Drive Combo", "1/2 Kneeling Around the World Raise"),
            ("Échappé", "Echo"),
            ("apple", "BANANA"),
            ("Bench Bridge Hold", "Bench Bridge (Shoulders On)"),
            ("Bench Bridge (Shoulders On)", "Bench Bridge (Shoulders On) (Explosive)"),
            ("Squat Hold", "Squat  Jump"),
            ("«Tempo» Push Up", "Tempo Squat"),
            ("Tempo Push Up", "{Tempo} Squat"),
            ("[Slow] Deadlift", "Sumo Squat"),
            ("...And Breathe", "Bear Crawl"),
            ("🚣‍♀️ How FAST should you row", "Hurdle Hop"),
            ("Farmers Carry", "Farmer’s March In Place"),
            ("Farmer’s March", "Farmers Walk"),
            ("Don’t Go", "Dont Stop"),
            ("Donkey Kick", "Don’t Do This"),
            ("🔥🔥", "Ab Dolly"),
            ("Row", "Row Sprint"),
            ("Row Sprint", "Rower"),
        ])
    func ordersPairs(before: String, after: String) {
        #expect(precedes(before, after))
        #expect(!precedes(after, before))
    }

    @Test(
        arguments: [
            ("DEADBUG", "Deadbug"),
            ("Echappe", "Échappé"),
            ("Farmer's March", "Farmer’s March"),
            ("Row 007", "Row 7"),
            ("Goblet Squat", "🔥 Goblet Squat"),
        ])
    func breaksTiesBetweenEquivalentTitlesByTheRawTitle(before: String, after: String) {
        #expect(precedes(before, after))
        #expect(!precedes(after, before))
        #expect(BrowseKey(title: before) != BrowseKey(title: after))
    }

    @Test func isIrreflexiveAndKeysAreStable() {
        #expect(!precedes("Goblet Squat", "Goblet Squat"))
        #expect(BrowseKey(title: "Goblet Squat") == BrowseKey(title: "Goblet Squat"))
        let keys: Set = [BrowseKey(title: "Goblet Squat"), BrowseKey(title: "Goblet Squat")]
        #expect(keys.count == 1)
    }

    @Test func breaksTiesBetweenIdenticalTitlesById() {
        let exercises = [
            ModelFixtures.exercise(id: "squat-c", name: "Squat"),
            ModelFixtures.exercise(id: "squat-a", name: "Squat"),
            ModelFixtures.exercise(id: "lunge", name: "Lunge"),
            ModelFixtures.exercise(id: "squat-b", name: "Squat"),
        ]
        #expect(BrowseOrder.sorted(exercises).map(\.id) == ["lunge", "squat-a", "squat-b", "squat-c"])
    }

    @Test func sortsAnEmptyList() {
        #expect(BrowseOrder.sorted([]).isEmpty)
    }
}
