extension GymNames {
    /// Chest and shoulder presses and push-ups.
    static let presses: [SynonymEntry] = [
        SynonymEntry(
            terms: ["crush press", "crush grip"],
            aliases: ["squeeze press", "hex press", "crush grip press"],
            reason:
                "Pressing the dumbbells together all the way up is the squeeze (hex) press: the catalog's "
                + "crush press, compared with the close grip chest press.",
            reaches: ["close-grip-chest-press-vs-a-crush-press", "close-grip-vs-crush-grip-chest-press"]),
        SynonymEntry(
            terms: ["reciprocating chest press"],
            aliases: ["seesaw press", "see saw press", "seesaw chest press"],
            reason:
                "A see-saw press lowers one dumbbell as the other goes up: the catalog's Reciprocating Chest "
                + "Press.",
            reaches: ["reciprocating-chest-press"]),
        SynonymEntry(
            terms: ["reciprocating shoulder press"],
            aliases: ["seesaw press", "see saw press", "seesaw shoulder press"],
            reason:
                "The see-saw press overhead: the catalog's Reciprocating Shoulder Press (its own entry: a chest "
                + "press is no shoulder press).",
            reaches: ["reciprocating-shoulder-press"]),
        SynonymEntry(
            terms: ["alternating high side plank"],
            aliases: ["t push up", "push up with rotation", "rotation push up", "push up to side plank"],
            reason:
                "A T push-up turns to a side plank after each push-up: the catalog's Push Up (Explosive) to "
                + "Alternating High Side Plank (#tpushup).",
            reaches: ["push-up-explosive-to-alternating-high-side-plank"]),
        SynonymEntry(
            terms: ["bench push up"],
            aliases: ["incline push up", "elevated push up", "hands elevated push up"],
            reason:
                "With the hands on a bench a push-up is inclined, its usual regression: the catalog's Bench and "
                + "Low Bench Push Ups (#elevatedpushups).",
            reaches: ["low-bench-push-ups", "bench-push-up-bench-triceps-push-up-superset"]),
        SynonymEntry(
            terms: ["knee push up", "kneeling push up"], aliases: ["modified push up"],
            reason: "A push-up from the knees is the modified push-up, the first regression of the push-up.",
            reaches: ["knee-push-ups", "kneeling-triceps-push-up-to-kneeling-push-up"]),
        SynonymEntry(
            terms: ["hand release push up"], aliases: ["hrpu", "hand lift push up"],
            reason: "HRPU abbreviates the hand release push-up.",
            reaches: ["hand-release-push-ups", "hand-release-push-up-explosive-tempo"]),
        SynonymEntry(
            terms: ["power push up"], aliases: ["clap push up"],
            reason:
                "A push-up driven hard enough for the hands to leave the floor is a plyo (clap) push-up: the "
                + "catalog's Power Push-Ups, tagged #plyometric.",
            reaches: ["floor-power-push-ups", "bench-power-push-up"]),
        SynonymEntry(
            terms: ["decline push up"], aliases: ["feet elevated push up", "elevated feet push up"],
            reason:
                "With the feet up on a bench a push-up is declined, a progression: the catalog's Decline Push-ups.",
            reaches: ["bench-decline-push-ups", "just-a-few-faults-to-look-for-in-that-decline-push-up"]),
    ]
}
