/// A symbol of the tableau: a column that rows are written in. Symbols are integer ids,
/// handed out from a free list, so a tableau's size returns to its baseline when the
/// constraints that made its symbols are removed; ``index`` is the symbol's entry in every
/// per-symbol array. Symbols order by id, which breaks every tie of the simplex rules.
///
/// The kind of a symbol is looked up in ``SymbolTable/kinds`` rather than carried in the id:
/// the id stays a plain 32-bit integer, so a ``Cell`` stays 16 bytes and a comparison one
/// instruction.
struct Symbol: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The id: 0 and up for a symbol, negative for ``none`` and ``Row/freeSlot``.
    var id: Int32

    @inline(__always)
    init(id: Int32) { self.id = id }

    /// The symbol whose ``index`` is `index`.
    @inline(__always)
    init(_ index: Int) { id = Int32(index) }

    /// The symbol's entry in the per-symbol arrays.
    @inline(__always)
    var index: Int { Int(id) }

    /// No symbol: the basic of a row being built, the partner of a constraint that has one
    /// symbol.
    static let none = Symbol(id: -1)

    /// A symbol above every real one (the start of a search for the lowest).
    static let max = Symbol(id: .max)

    /// Whether this is no symbol (``none``, or the basic ``Row/freeSlot`` of a free slot).
    @inline(__always)
    var isNone: Bool { id < 0 }

    @inline(__always)
    static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }

    var description: String { String(id) }
}

/// What a symbol stands for, which decides how the simplex method may move it.
enum SymbolKind: UInt8 {
    /// A user's variable: unrestricted in sign.
    case external
    /// The slack of an inequality (`expr + s == 0`, `s ≥ 0`), or the artificial variable
    /// of phase 1. Restricted to `≥ 0`.
    case slack
    /// One side of an optional constraint's error (`e⁺`, `e⁻ ≥ 0`). Restricted to `≥ 0`.
    case error
    /// The marker of a required equality: always 0, never enters the basis.
    case dummy
    /// A free id.
    case unused

    /// Whether the symbol is restricted to non-negative values (slacks and errors); these
    /// are also the symbols the simplex method may pivot into the basis of a phase-1 row.
    var isRestricted: Bool { self == .slack || self == .error }

    /// Whether a basic symbol of this kind may take `value`: a restricted one only if
    /// `value ≥ 0`, a dummy only 0. A row whose basic may not is infeasible.
    @inline(__always)
    func admits(_ value: Double) -> Bool {
        !(value < 0 && isRestricted || self == .dummy && value != 0)
    }

    var letter: String {
        switch self {
        case .external: "v"
        case .slack: "s"
        case .error: "e"
        case .dummy: "d"
        case .unused: "?"
        }
    }
}

/// A fixed-size set of symbol ids, scanned in increasing order.
///
/// Two levels: a bit a symbol in `words`, and a bit a word in `summary` for the words that
/// are not 0, so a scan reads only the words that hold members (the objective's candidates
/// are a handful among tens of thousands of symbols, and are scanned after every pivot).
struct SymbolBitset {
    private(set) var words: [UInt64] = []
    private var summary: [UInt64] = []
    /// The number of members.
    private(set) var count = 0

    mutating func grow(toHold count: Int) {
        let needed = (count + 63) >> 6
        if words.count < needed { words.append(contentsOf: repeatElement(0, count: needed - words.count)) }
        let summaryNeeded = (words.count + 63) >> 6
        if summary.count < summaryNeeded {
            summary.append(contentsOf: repeatElement(0, count: summaryNeeded - summary.count))
        }
    }

    subscript(symbol: Symbol) -> Bool {
        get { words[symbol.index >> 6] & (1 << UInt64(symbol.id & 63)) != 0 }
        set {
            let bit: UInt64 = 1 << UInt64(symbol.id & 63)
            let w = symbol.index >> 6
            let was = words[w] & bit != 0
            guard was != newValue else { return }
            let wordBit: UInt64 = 1 << UInt64(w & 63)
            if newValue {
                words[w] |= bit
                summary[w >> 6] |= wordBit
                count += 1
            } else {
                words[w] &= ~bit
                if words[w] == 0 { summary[w >> 6] &= ~wordBit }
                count -= 1
            }
        }
    }

    /// Calls `body` for each member in increasing order until it returns `true`; returns
    /// that member.
    func first(where body: (Symbol) -> Bool) -> Symbol? {
        guard count > 0 else { return nil }
        for s in summary.indices {
            var nonzero = summary[s]
            while nonzero != 0 {
                let w = s << 6 + nonzero.trailingZeroBitCount
                var word = words[w]
                while word != 0 {
                    let bit = word.trailingZeroBitCount
                    let symbol = Symbol(w << 6 + bit)
                    if body(symbol) { return symbol }
                    word &= word - 1
                }
                nonzero &= nonzero - 1
            }
        }
        return nil
    }
}
