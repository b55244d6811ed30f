/// What anchors know of their item: its four solver variables, its name, and the item
/// itself while it exists.
///
/// An anchor, and a constraint made from it, may outlive its item, as in UIKit, where an
/// anchor holds its item weakly. Here each view and layout guide makes one reference when
/// it is created and holds it strongly; the reference points back with an `unowned`
/// reference, which the item clears in its `deinit`, so that ``item`` is `nil` from then on.
/// A weak reference would do the same, but the first weak reference to an object moves its
/// reference counts into a side table, after which every retain and release of the object
/// is a slower call: views are retained on every walk of the hierarchy.
///
/// The rule that makes it safe: an item's `deinit` is the only way it goes away, and
/// `View.deinit` and `LayoutGuide.deinit` clear the reference before anything else. A
/// subclass's own `deinit` runs before that: code there must not read the item through
/// its anchors or constraints (`firstItem`, `secondItem`), which would stop the program
/// where UIKit would answer `nil`.
final class LayoutItemReference {
    /// The item's solver variables, which outlive the item (a constraint in no window keeps
    /// its expression).
    let variables = ItemVariables()
    /// The item, when it is a view (`nil` once it has gone).
    var view: View? {
        get { viewReference.object }
        set {
            var old = UnownedReference(newValue)
            swap(&viewReference, &old)
        }
    }
    /// The item, when it is a layout guide (`nil` once it has gone).
    var guide: LayoutGuide? {
        get { guideReference.object }
        set {
            var old = UnownedReference(newValue)
            swap(&guideReference, &old)
        }
    }
    /// The storage of ``view`` and ``guide`` (see ``UnownedReference``).
    private var viewReference = UnownedReference<View>(nil)
    private var guideReference = UnownedReference<LayoutGuide>(nil)

    /// The names descriptions use, kept here so that they outlive the item: a view's
    /// ``View/identifier`` and type, or a guide's ``LayoutGuide/identifier`` (`viewType` is
    /// `nil` for a guide). The item's own properties read and write these.
    var identifier: String?
    var viewType: View.Type?
    /// For a guide, the reference of its owning view, or of the last one it had: its anchors
    /// are named after it (`owner.guide.top`), also once the view has gone.
    var ownerReference: LayoutItemReference?

    init() {}

    /// The item's name in descriptions of its anchors and constraints, read from what the
    /// reference keeps (never through the item, which may be going away).
    var name: LayoutItemName {
        if viewType != nil {
            return LayoutItemName(viewIdentifier: identifier, viewType: viewType, guideIdentifier: nil)
        }
        return LayoutItemName(
            viewIdentifier: ownerReference?.identifier, viewType: ownerReference?.viewType,
            guideIdentifier: identifier ?? "")
    }

    /// The item, or `nil` once it has gone.
    var item: (any LayoutItem)? {
        if let view { return view }
        return guide
    }

    /// The view that places the item: the view itself, or a guide's owning view.
    var ownerView: View? {
        if let view { return view }
        return guide?.owningView
    }

    /// Whether leading and trailing mean right and left for the item: its owning view's
    /// layout direction is right-to-left.
    var isRightToLeft: Bool { ownerView?.effectiveUserInterfaceLayoutDirection == .rightToLeft }
}
