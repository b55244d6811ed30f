/// The objective of the optimization: one dense row per strength level in use, highest
/// level first, minimized lexicographically.
///
/// `level[k] = constant + Σ coefficients[s] · s` over the parametric symbols `s`. Each level
/// is dense (indexed by symbol id) so that substituting a row into it costs the row's
/// length, not the objective's; `candidates` marks the symbols that could improve the level
/// (restricted with a negative coefficient, or external with a nonzero one), so choosing an
/// entering symbol scans one bit a symbol.
struct Objective {
    struct Level {
        var level: Double
        var coefficients: [Double]
        var constant: Double = 0
        var candidates = SymbolBitset()
        /// How many error symbols are weighted in this level.
        var references = 0
        /// The largest weight in the level: coefficients below `scale ·`
        /// ``Tolerance/objective`` in size are round-off.
        var scale: Double = 0
    }

    var levels: [Level] = []
    var capacity = 0

    mutating func grow(toHold count: Int) {
        guard count > capacity else { return }
        let newCapacity = max(count, capacity * 2, 64)
        for i in levels.indices {
            levels[i].coefficients.append(contentsOf: repeatElement(0, count: newCapacity - capacity))
            levels[i].candidates.grow(toHold: newCapacity)
        }
        capacity = newCapacity
    }

    /// The index of `level` in `levels` (sorted by level, descending), or where it goes.
    func index(of level: Double) -> (index: Int, found: Bool) {
        var low = 0
        var high = levels.count
        while low < high {
            let mid = (low + high) >> 1
            if levels[mid].level > level {
                low = mid + 1
            } else if levels[mid].level < level {
                high = mid
            } else {
                return (mid, true)
            }
        }
        return (low, false)
    }

    mutating func insertLevel(_ level: Double, at index: Int) {
        var new = Level(level: level, coefficients: Array(repeating: 0, count: capacity))
        new.candidates.grow(toHold: capacity)
        levels.insert(new, at: index)
    }

    /// Zeroes a freed symbol's coefficients (they are 0 already unless round-off remains).
    mutating func clear(_ symbol: Symbol) {
        for i in levels.indices where symbol.index < levels[i].coefficients.count {
            levels[i].coefficients[symbol.index] = 0
            levels[i].candidates[symbol] = false
        }
    }

    var cellCount: Int {
        levels.reduce(0) { total, level in total + level.coefficients.reduce(0) { $0 + ($1 != 0 ? 1 : 0) } }
    }
}
