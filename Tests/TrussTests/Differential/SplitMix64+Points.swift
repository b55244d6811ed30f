import Foundation
import TestSupport

extension SplitMix64 {
    /// A whole number of points in `range`.
    mutating func points(_ range: ClosedRange<Int>) -> CGFloat {
        CGFloat(int(range))
    }
}
