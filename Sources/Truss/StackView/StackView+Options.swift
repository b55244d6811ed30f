import Foundation

extension StackView {
    /// How a stack view sizes and places its arranged views along its ``StackView/axis``:
    /// UIKit's `UIStackView.Distribution`.
    ///
    /// ```swift
    /// let row = StackView(arrangedSubviews: [cancel, ok])
    /// row.distribution = .fillEqually   // both buttons as wide as each other
    /// ```
    public enum Distribution: Sendable, Hashable {
        /// The views fill the stack: when they do not fit, the one with the lowest
        /// compression resistance shrinks; when they do not fill it, the one with the
        /// lowest hugging priority stretches. On a tie, the last of the tied views gives
        /// way (UIKit says only "based on their index").
        case fill
        /// The views fill the stack and all have the same size along the axis.
        case fillEqually
        /// The views fill the stack with sizes in proportion to their intrinsic sizes: the
        /// space left after spacing is shared in that proportion. A view without an
        /// intrinsic size on the axis is sized as in ``fill``.
        case fillProportionally
        /// The views keep their sizes and the gaps between them are equal, and at least
        /// the spacing; when the views do not fit, they shrink by compression resistance
        /// (on a tie, the last of the tied views shrinks).
        case equalSpacing
        /// The centres of neighbouring views are equally far apart, and the gaps are at
        /// least the spacing.
        case equalCentering
    }

    /// How a stack view places its arranged views across its ``StackView/axis``: UIKit's
    /// `UIStackView.Alignment`.
    ///
    /// ```swift
    /// let column = StackView(arrangedSubviews: [title, subtitle])
    /// column.axis = .vertical
    /// column.alignment = .leading   // each label as wide as its text, at the leading edge
    /// ```
    public enum Alignment: Sendable, Hashable {
        /// The views span the stack across the axis.
        case fill
        /// The views' leading (in a vertical stack) or top (in a horizontal one) edges are
        /// at the stack's; the stack is as wide (high) as its widest (tallest) view.
        case leading
        /// Horizontal stacks only: the views' first baselines line up. In a vertical
        /// stack, Truss treats it as ``fill``.
        case firstBaseline
        /// The views are centred across the axis.
        case center
        /// The views' trailing (bottom) edges are at the stack's.
        case trailing
        /// Horizontal stacks only: the views' last baselines line up. In a vertical stack,
        /// Truss treats it as ``fill``.
        case lastBaseline

        /// ``leading``, by its name for horizontal stacks.
        public static let top = Alignment.leading
        /// ``trailing``, by its name for horizontal stacks.
        public static let bottom = Alignment.trailing
    }

    /// A ``spacing`` or custom spacing that asks for the system spacing between the views
    /// (``View/systemSpacing``, 8 points): UIKit's `UIStackView.spacingUseSystem`.
    ///
    /// ```swift
    /// stack.spacing = StackView.spacingUseSystem
    /// ```
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// A custom spacing that means "the stack's ``spacing``": what
    /// ``customSpacing(after:)`` returns for a view without one, and the value that
    /// removes a custom spacing. UIKit's `UIStackView.spacingUseDefault`.
    ///
    /// ```swift
    /// stack.setCustomSpacing(StackView.spacingUseDefault, after: header)
    /// ```
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
}
