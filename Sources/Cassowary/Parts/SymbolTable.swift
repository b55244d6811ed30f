/// The tableau's symbols: integer ids handed out from a free list (the most recently freed
/// first, else the next new one), each with its kind and the constraint that owns it.
///
/// Ids are handed out in a deterministic order, so results never depend on addresses or
/// hashing, and reused, so a tableau's size returns to its baseline when the constraints
/// that made its symbols are removed. Storage grows by whole chunks
/// (``storageChunk``); the tableau grows every other per-symbol array to ``capacity`` when
/// this one grows.
///
/// Invariant: the ids below ``freshCount`` that are `.unused` are exactly the free list,
/// each once; the ids at or past it are `.unused`; an unused id has no owner.
struct SymbolTable: Sendable {
    /// The kind of each id (`.unused` for a free one).
    private(set) var kinds: [SymbolKind] = []
    /// The constraint slot that owns a marker, error or slack symbol; -1 for others.
    private(set) var owner: [Int32] = []
    /// How many ids have been handed out at least once: id `freshCount` is the next new one.
    private(set) var freshCount = 0
    private var free: [Symbol] = []

    /// The kind of `symbol` (`.unused` for a free id).
    @inline(__always)
    func kind(of symbol: Symbol) -> SymbolKind { kinds[symbol.index] }

    /// How many ids the per-symbol arrays hold: `0..<capacity`.
    var capacity: Int { kinds.count }

    /// How many ids are in use.
    var liveCount: Int { freshCount - free.count }

    /// How many ids the storage gains at a time: one append of many entries per array,
    /// instead of one append to each of them per new symbol.
    static let storageChunk = 64

    /// Hands out an id of the given kind; `grew` tells that ``capacity`` grew.
    mutating func make(_ kind: SymbolKind) -> (symbol: Symbol, grew: Bool) {
        var grew = false
        let symbol: Symbol
        if let reused = free.popLast() {
            symbol = reused
        } else {
            if freshCount == kinds.count {
                kinds.append(contentsOf: repeatElement(.unused, count: Self.storageChunk))
                owner.append(contentsOf: repeatElement(-1, count: Self.storageChunk))
                grew = true
            }
            symbol = Symbol(freshCount)
            freshCount += 1
        }
        kinds[symbol.index] = kind
        return (symbol, grew)
    }

    /// Returns an id to the free list; returns its kind and owner (for an undo).
    mutating func free(_ symbol: Symbol) -> (kind: SymbolKind, owner: Int32) {
        let s = symbol.index
        let old = (kinds[s], owner[s])
        kinds[s] = .unused
        owner[s] = -1
        free.append(symbol)
        return old
    }

    /// Sets the constraint slot that owns `symbol`; returns the old one.
    @discardableResult
    mutating func setOwner(_ symbol: Symbol, _ slot: Int32) -> Int32 {
        defer { owner[symbol.index] = slot }
        return owner[symbol.index]
    }

    /// Undoes ``make(_:)``: the id is free again (it stays counted in ``freshCount``).
    mutating func unmake(_ symbol: Symbol) {
        kinds[symbol.index] = .unused
        owner[symbol.index] = -1
        free.append(symbol)
    }

    /// Undoes ``free(_:)``.
    mutating func unfree(_ symbol: Symbol, kind: SymbolKind, owner symbolOwner: Int32) {
        if let i = free.lastIndex(of: symbol) { free.remove(at: i) }
        kinds[symbol.index] = kind
        owner[symbol.index] = symbolOwner
    }

    /// Every way the table breaks its invariant (empty when it holds).
    func invariantViolations() -> [String] {
        var problems: [String] = []
        var listed = [Bool](repeating: false, count: kinds.count)
        for symbol in free {
            let s = symbol.index
            guard s < freshCount, kinds[s] == .unused, !listed[s] else {
                problems.append("free list holds symbol \(s), in use, new or listed twice")
                continue
            }
            listed[s] = true
        }
        for s in kinds.indices where kinds[s] == .unused && owner[s] != -1 {
            problems.append("unused symbol \(s) has an owner")
        }
        for s in kinds.indices where (kinds[s] == .unused) != (s >= freshCount || listed[s]) {
            problems.append("symbol \(s) is \(kinds[s]) but \(listed[s] ? "free" : s >= freshCount ? "new" : "live")")
        }
        return problems
    }
}
