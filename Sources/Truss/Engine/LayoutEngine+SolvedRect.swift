import Foundation

extension LayoutEngine {
    /// An item's rectangle in window coordinates, as the solver has it now.
    func solvedRect(of item: any LayoutItem) -> CGRect {
        item.itemVariables.rect(in: solver)
    }
}
