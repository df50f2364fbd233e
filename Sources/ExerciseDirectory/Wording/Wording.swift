internal import ExerciseCatalog

/// The shared wording every front end uses for counts, summaries, captions and handles.
///
/// Numbers are grouped with a comma every three digits whatever the device locale ("1,220").
public enum Wording {}
