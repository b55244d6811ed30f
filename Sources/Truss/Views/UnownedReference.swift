/// An `unowned(safe)` reference held as a value: the storage of the back references that
/// must not keep their object alive (a view's superview and window, a guide's owning view,
/// an item reference's item, an engine's window).
///
/// The rule it serves: a class property is checked for exclusive access at run time (a
/// call into the runtime on every read) unless whole-module optimization can prove that
/// no access to it overlaps another. Assigning to an `unowned var` releases the old
/// reference inside the write, and the compiler counts that release as something that may
/// overlap, so every access to an `unowned var` stays checked. A property of this type is
/// read as `superviewReference.object` and written by a swap, which releases the old
/// reference after the write:
///
/// ```swift
/// var superview: View? {
///     get { superviewReference.object }
///     set {
///         var old = UnownedReference(newValue)
///         swap(&superviewReference, &old)
///     }
/// }
/// ```
///
/// Then every access to the property is checked at compile time, and a read costs what
/// reading an `unowned var` costs. The swap is written out in each setter: moved into a
/// `mutating` method of this type (even one returning the old reference for the caller to
/// drop), the write's access spans the call and the checks come back at run time (the
/// 1 000-row build of `truss-bench --profile rows 1000`: 292.1 M → 305.3 M instructions,
/// `swift_beginAccess` 3.2 M → 7.7 M).
struct UnownedReference<Object: AnyObject> {
    /// The object, which must outlive every read: the owner of the property clears it
    /// before the object goes away (as for any `unowned` reference).
    unowned(safe) let object: Object?

    init(_ object: Object?) {
        self.object = object
    }
}
