// Integer literals as symbols, for the hand-worked rows of the kernel tests.

@testable import Cassowary

/// Symbols written as integer literals in hand-worked rows (`Cell(symbol: 3, …)`): the
/// symbol of that id. Only the tests write symbols this way; the solver names its sentinel
/// (`Symbol.none`).
extension Symbol: ExpressibleByIntegerLiteral {
    public init(integerLiteral id: Int32) { self.init(id: id) }
}
