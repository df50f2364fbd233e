extension GymNames {
    /// Rows and pulls: bent-over and rear-delt rows, rows under the straps, assisted pull-ups.
    static let rows: [SynonymEntry] = [
        SynonymEntry(
            terms: ["low row"], aliases: ["bent over row", "bentover row", "bent row"],
            reason:
                "The catalog's Low Row is the bent-over row, elbows close to the body (its Row post: "
                + "\"Bent Over Rows are a staple\").",
            reaches: ["low-row", "dumbbell-low-row", "alternating-low-row"]),
        SynonymEntry(
            terms: ["high row"], aliases: ["rear delt row", "wide row", "wide grip row"],
            reason:
                "The catalog's High Row pulls with the elbows wide toward the upper back: the gym's rear-delt "
                + "or wide row.",
            reaches: ["high-row", "dumbbell-high-row"]),
        SynonymEntry(
            terms: ["bench supported low row", "bench ipsilateral single arm low row"],
            aliases: ["bench row", "bench supported row", "three point row", "3 point row"],
            reason:
                "One hand and knee on the bench makes the classic one-arm dumbbell bench row: the catalog's "
                + "\"Bench Ipsilateral Single Arm Low Row aka Bench Supported Low Row\".",
            reaches: [
                "bench-ipsilateral-single-arm-low-row",
                "bench-ipsilateral-single-arm-low-row-aka-bench-supported-low-row",
            ]),
        SynonymEntry(
            terms: ["bridge row"],
            aliases: [
                "inverted row", "body row", "australian pull up", "australian row", "trx inverted row",
            ],
            reason:
                "Rowing the body up to the straps from a bridge, heels down, is the inverted (Australian) row: "
                + "the catalog's Bridge Row (#trxbridgerow).",
            reaches: [
                "faults-in-a-bridge-row", "strap-pull-upbridge-row-circuit", "neutral-spine-in-a-bridge-row",
            ]),
        SynonymEntry(
            terms: ["strap pull up"], aliases: ["assisted pull up", "assisted pullup"],
            reason:
                "The strap pull-up is a pull-up assisted by the legs: #assistedpullup on the catalog's Strap "
                + "Pull-up.",
            reaches: ["strap-pull-ups", "cueing-a-strap-pull-up"]),
        SynonymEntry(
            terms: ["reverse grip low row"],
            aliases: ["underhand row", "underhand grip row", "supinated row"],
            reason: "Rowing with the palms up (underhand, supinated) is the catalog's Reverse Grip Low Row.",
            reaches: ["reverse-grip-low-row", "split-stance-single-arm-reverse-grip-low-row"]),
    ]
}
