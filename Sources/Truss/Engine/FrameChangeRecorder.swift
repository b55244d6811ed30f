import Foundation

/// Something that wants to know which views a layout pass moves, and from where: the
/// animation of changes made inside an animation block (see `View+Animation.swift`).
///
/// A recorder is not registered with a window: it is in effect for the passes run while
/// it is ``LayoutEngine/frameRecorder`` (a task-local value, bound for the duration of a
/// block with `LayoutEngine.$frameRecorder.withValue(recorder) { … }`), whichever windows
/// they run in. Each such pass compares every frame it writes with the frame the view had
/// when the pass began, and hands the views whose frames changed to the recorder, once,
/// after its last phase.
protocol FrameChangeRecorder: AnyObject, Sendable {
    /// The views a pass in `window` moved, each with its frame before the pass, in the order
    /// the frames were written.
    func pass(in window: Window, moved: [(view: View, old: CGRect)])
}

extension LayoutEngine {
    /// The recorder of the passes run now, if any: a task-local binding, so it applies to the
    /// code inside one block on one thread or task, and never outlives it.
    @TaskLocal static var frameRecorder: (any FrameChangeRecorder)?
}
