extension GymNames {
    /// Mobility and positions: all fours, the crab and prone shoulder sweeps.
    static let mobility: [SynonymEntry] = [
        SynonymEntry(
            terms: ["4 point"], aliases: ["quadruped", "all fours", "hands and knees"],
            reason:
                "On hands and knees is the quadruped (all fours) position: the catalog's 4 Point (a Bear Plank "
                + "post tags it #quadraped).",
            reaches: ["4-point-to-downdog", "4-point-single-arm-low-row"]),
        SynonymEntry(
            terms: ["crab"], aliases: ["reverse tabletop", "reverse table top", "table top hold"],
            reason: "Hands and feet down, belly up, is the reverse tabletop: the catalog's Crab.",
            reaches: ["crab-hold-march", "crab-alternating-toe-tap", "crab-to-alternating-reach"]),
        SynonymEntry(
            terms: ["breaststroke"], aliases: ["blackburn", "dynamic blackburn", "prone swimmer"],
            reason:
                "Face down, sweeping the arms from overhead to the hips, is the (dynamic) Blackburn: the "
                + "catalog's BOSU Breaststroke (#dynamicblackburn).",
            reaches: ["bosu-breaststroke"]),
        SynonymEntry(
            terms: ["cobra with dynamic shoulder mobility"],
            aliases: ["blackburn", "dynamic blackburn", "prone swimmer"],
            reason:
                "The dynamic Blackburn from a cobra: the catalog's Cobra with Dynamic Shoulder Mobility "
                + "(#dynamicblackburn); its own entry, so that neither name is a synonym of the other.",
            reaches: ["cobra-with-dynamic-shoulder-mobility"]),
        SynonymEntry(
            terms: ["single leg downdog"], aliases: ["three legged dog", "3 legged dog", "three leg dog"],
            reason:
                "Downward dog with one leg raised is the yoga three-legged dog: the catalog's Single Leg Downdog.",
            reaches: ["single-leg-downdog-to-single-leg-knee-drive"]),
    ]
}
