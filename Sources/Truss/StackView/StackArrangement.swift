import Foundation

/// An arranged view in a stack update, with the neighbours its constraints refer to: the
/// nearest visible arranged views before and after it.
struct StackSlot {
    /// The view's place among the arranged views.
    let index: Int
    /// The slot's place among the update's slots.
    let position: Int
    let view: View
    let previousVisible: View?
    let nextVisible: View?
}

/// What the constraints of any arranged view may refer to beyond its neighbours: the first
/// arranged view (the alignment links), the first visible one (the fill-equally links and
/// the first spacer) and the reference of the proportions with its intrinsic length.
///
/// An update of a few arranged views is local only while these stay: when one of them
/// changes, so may every arranged view's constraints, and the stack updates them all.
struct StackArrangement {
    let canvas: StackAnchors
    let first: View?
    let firstVisible: View?
    let firstVisibleIndex: Int?
    let reference: (view: View, length: CGFloat)?

    /// The parts that decide whether an update can be local.
    struct Summary: Equatable {
        var first: ObjectIdentifier?
        var firstVisible: ObjectIdentifier?
        var reference: ObjectIdentifier?
        var referenceLength: CGFloat = 0
    }

    var summary: Summary {
        Summary(
            first: first.map(ObjectIdentifier.init), firstVisible: firstVisible.map(ObjectIdentifier.init),
            reference: reference.map { ObjectIdentifier($0.view) }, referenceLength: reference?.length ?? 0)
    }
}

extension StackView {
    /// The arrangement now. It reads the arranged views up to the first visible one (and,
    /// for ``Distribution/fillProportionally``, up to the first with a positive intrinsic
    /// length), so its cost is that of the hidden views at the start.
    func currentArrangement() -> StackArrangement {
        let canvasItem: any LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let views = arrangedSubviews
        var reference: (View, CGFloat)?
        if distribution == .fillProportionally {
            for view in views where !view.isHidden {
                if let length = intrinsicLength(of: view), length > 0 {
                    reference = (view, length)
                    break
                }
            }
        }
        let firstVisibleIndex = views.firstIndex { !$0.isHidden }
        return StackArrangement(
            canvas: StackAnchors(item: canvasItem, axis: axis), first: views.first,
            firstVisible: firstVisibleIndex.map { views[$0] }, firstVisibleIndex: firstVisibleIndex,
            reference: reference)
    }

    /// Every arranged view as a slot, its visible neighbours found in one pass each way.
    func allSlots() -> [StackSlot] {
        let views = arrangedSubviews
        var next = [View?](repeating: nil, count: views.count)
        var following: View?
        for index in views.indices.reversed() {
            next[index] = following
            if !views[index].isHidden { following = views[index] }
        }
        var slots: [StackSlot] = []
        slots.reserveCapacity(views.count)
        var previous: View?
        for (index, view) in views.enumerated() {
            slots.append(
                StackSlot(
                    index: index, position: index, view: view, previousVisible: previous, nextVisible: next[index]))
            if !view.isHidden { previous = view }
        }
        return slots
    }

    /// The slot of the arranged view at `index`, at `position` in an update, its visible
    /// neighbours found by walking past the hidden views beside it.
    func slot(at index: Int, position: Int) -> StackSlot {
        let views = arrangedSubviews
        var previous: View?
        for i in stride(from: index - 1, through: 0, by: -1) where !views[i].isHidden {
            previous = views[i]
            break
        }
        var next: View?
        for i in min(index + 1, views.count)..<views.count where !views[i].isHidden {
            next = views[i]
            break
        }
        return StackSlot(
            index: index, position: position, view: views[index], previousVisible: previous, nextVisible: next)
    }

    /// The index of the nearest visible arranged view before `index` (`forward`: after it).
    func visibleNeighbour(of index: Int, forward: Bool) -> Int? {
        let views = arrangedSubviews
        if forward {
            return (min(index + 1, views.count)..<views.count).first { !views[$0].isHidden }
        }
        return stride(from: index - 1, through: 0, by: -1).first { !views[$0].isHidden }
    }
}
