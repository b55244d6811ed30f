/// The edits of a ``CellBuffer``: single insertions and removals, rewrites of every
/// coefficient, a merge's planned edits (``apply(_:total:)``) and a rebuilt row's cells
/// (``assign(_:spare:)``).
///
/// An edit of a long row either runs through the gap (the gap moves to the edit, moving
/// the cells between the two places, and the edit takes or leaves places of it) or, when
/// that moves more, moves the cells after the edit toward the block's back, as an array
/// would. A chain's pivots edit one long row a few cells further along each time, so
/// running through the gap moves a few cells an edit instead of a share of the row.
extension CellBuffer {
    /// The shortest row whose edits may open a gap: a shorter row moves a cache line or two
    /// either way, and stays contiguous.
    static let gapEditLength = 32

    /// Removes the cell at `index`: the gap moves to it and takes its place if the gap comes
    /// after it or, in a long row, if that moves fewer cells than closing the place from the
    /// back.
    @discardableResult
    @inline(__always)
    mutating func remove(at index: Int) -> Cell {
        let start = Int(gapStart)
        let throughGap = gapLength == 0 ? 0 : abs(start - index)
        let afterEdit = count - index - 1
        guard start > index || (count >= Self.gapEditLength && throughGap < afterEdit) else {
            let cell = storage.remove(at: place(index))
            giveBackTrailingGap()
            return cell
        }
        let cell = self[index]
        moveGap(to: index)
        gapStart = Int32(index)
        gapLength += 1
        giveBackTrailingGap()
        return cell
    }

    /// Inserts `cell` at `index`, into the gap if the gap is before the cell's place or
    /// that moves fewer cells in a long row (the cell takes the gap's last place).
    mutating func insert(_ cell: Cell, at index: Int) {
        guard index < count else { return append(cell) }
        let start = Int(gapStart)
        let isLong = count >= Self.gapEditLength
        guard gapLength > 0, start > index || (isLong && abs(start - index) < count - index) else {
            makeRoom(atBack: 1)
            storage.insert(cell, at: place(index))
            return
        }
        moveGap(to: index)
        gapLength -= 1
        storage[index + Int(gapLength)] = cell
        giveBackTrailingGap()
    }

    /// Replaces every coefficient `c` by `transform(c)`, in order.
    @inline(__always)
    mutating func transformCoefficients(_ transform: (Double) -> Double) {
        withUnsafeMutableBufferPointer { cells in
            for i in cells.indices { cells[i].coefficient = transform(cells[i].coefficient) }
        }
    }

    /// Removes the cell at `index` and replaces every other coefficient `c` by
    /// `transform(c)`, in order, in one pass over the cells.
    @inline(__always)
    mutating func remove(at index: Int, transformingOthers transform: (Double) -> Double) {
        withUnsafeMutableBufferPointer { cells in
            for i in 0..<index { cells[i].coefficient = transform(cells[i].coefficient) }
            for i in (index + 1)..<cells.count {
                cells[i - 1] = Cell(symbol: cells[i].symbol, coefficient: transform(cells[i].coefficient))
            }
        }
        storage.removeLast()
    }

    /// Makes `merged` the cells, in this block if they fit behind its room at the front and
    /// fill more than half of it less `spare` cells, else in a new block of their exact size
    /// (growing the old one would copy it and leave room that a row rarely uses, and a row
    /// that was long once, as a pivot of a squeezed chain passes a long row along it, should
    /// not keep its room). A gap inside the old cells is dropped with them.
    @inline(__always)
    mutating func assign(_ merged: UnsafeBufferPointer<Cell>, spare: Int) {
        if gapStart != 0 {
            gapStart = 0
            gapLength = 0
        }
        let head = Int(gapLength)
        let written = merged.count
        let capacity = storage.capacity
        if written > capacity - head || capacity > 2 * written + spare {
            storage = Array(merged)
            gapLength = 0
            return
        }
        let count = storage.count - head
        let kept = Swift.min(written, count)
        if kept > 0 {
            storage.withUnsafeMutableBufferPointer { all in
                (all.baseAddress! + head).update(from: merged.baseAddress!, count: kept)
            }
        }
        if written < count {
            storage.removeLast(count - written)
        } else if written > count {
            storage.append(contentsOf: UnsafeBufferPointer(rebasing: merged[count..<written]))
        }
    }

    // MARK: - A merge's edits

    /// Performs planned edits (``CellEdit``, in increasing position; an insertion before a
    /// removal at the same position) whose insertions minus removals are `total`.
    ///
    /// The updates write coefficients in place. The other edits, from the first to the last,
    /// either run through the gap (``runThroughGap(_:)``: it moves to the first edit and the
    /// cells up to the last move across it) or move the cells after the first edit by
    /// `total` (``shiftAfterGap(_:total:)``), whichever moves fewer cells. Running through
    /// the gap needs as many places as the edits insert more than they remove at most, in
    /// order; a long row whose gap is too small gets a new block with a gap of a quarter of
    /// its cells more when running through it saves most of the moves.
    mutating func apply(_ edits: [CellEdit], total: Int) {
        let count = self.count
        // Updates name old positions; nothing has moved yet.
        for edit in edits where edit.kind == .update { self[edit.position].coefficient = edit.cell.coefficient }
        guard let first = edits.first(where: { $0.kind != .update })?.position else { return }
        let last = edits.last(where: { $0.kind != .update })!.position
        var balance = 0
        var peak = 0
        for edit in edits where edit.kind != .update {
            balance += edit.kind == .insert ? 1 : -1
            peak = Swift.max(peak, balance)
        }
        let start = Int(gapStart)
        let length = Int(gapLength)
        let span = last - first
        let shiftMoves = total == 0 ? span : count - first
        let gapMoves = length == 0 ? span : abs(start - first) + span
        let isLong = count >= Self.gapEditLength
        if length >= peak && (length > 0 || isLong) && (start > first || gapMoves < shiftMoves) {
            runThroughGap(edits)
        } else if start <= first && (!isLong || 4 * (span + 1) >= shiftMoves) {
            shiftAfterGap(edits, total: total)
        } else if !isLong {
            makeContiguous()
            shiftAfterGap(edits, total: total)
        } else {
            regrow(gap: peak + count / 4, at: first)
            runThroughGap(edits)
        }
    }

    /// Moves the gap to the first edit, then copies the cells up to each edit across it:
    /// an insertion writes its cell at the gap's front, a removal adds its cell to the gap.
    /// The gap ends after the last edit. The gap must hold the edits' largest excess of
    /// insertions over removals, in order.
    private mutating func runThroughGap(_ edits: [CellEdit]) {
        let first = edits.first(where: { $0.kind != .update })!.position
        moveGap(to: first)
        let length = Int(gapLength)
        var write = first
        var read = first + length
        var next = first
        storage.withUnsafeMutableBufferPointer { all in
            let base = all.baseAddress!
            for edit in edits where edit.kind != .update {
                let stretch = edit.position - next
                if stretch > 0 {
                    (base + write).update(from: base + read, count: stretch)
                    write += stretch
                    read += stretch
                    next += stretch
                }
                if edit.kind == .insert {
                    base[write] = edit.cell
                    write += 1
                } else {
                    read += 1
                    next += 1
                }
            }
        }
        gapStart = Int32(write)
        gapLength = Int32(read - write)
        giveBackTrailingGap()
    }

    /// Performs the edits with the cells before them fixed: an old cell that stays moves by
    /// the number of insertions before it minus the number of removals before it. The edits
    /// must come after the gap. The stretches that move left are moved first, left to right,
    /// then those that move right, right to left, and the inserted cells are written last
    /// into the places left for them; since the final order is the old order with the edits
    /// applied, no stretch overwrites a cell that has not moved yet.
    private mutating func shiftAfterGap(_ edits: [CellEdit], total: Int) {
        if total > 0 {
            makeRoom(atBack: total)
            storage.append(contentsOf: repeatElement(Cell(symbol: .none, coefficient: 0), count: total))
        }
        let start = Int(gapStart)
        // The cells from the gap on, at positions counted from the gap.
        let count = self.count - start - Swift.max(total, 0)
        let head = start + Int(gapLength)
        storage.withUnsafeMutableBufferPointer { all in
            let base = all.baseAddress! + head
            // Stretches that move left, left to right.
            var offset = 0
            var from = 0
            for edit in edits where edit.kind != .update {
                let position = edit.position - start
                if offset < 0 && position > from {
                    (base + from + offset).update(from: base + from, count: position - from)
                }
                if edit.kind == .insert {
                    offset += 1
                    from = position
                } else {
                    offset -= 1
                    from = position + 1
                }
            }
            if offset < 0 && count > from { (base + from + offset).update(from: base + from, count: count - from) }
            // Stretches that move right, right to left.
            var end = count
            offset = total
            for edit in edits.reversed() where edit.kind != .update {
                let position = edit.position - start
                let stretchStart = edit.kind == .insert ? position : position + 1
                if offset > 0 && end > stretchStart {
                    (base + stretchStart + offset).update(from: base + stretchStart, count: end - stretchStart)
                }
                offset += edit.kind == .insert ? -1 : 1
                end = position
            }
            if offset > 0 && end > 0 { (base + offset).update(from: base, count: end) }
            // Inserted cells, each at its position plus the offset of the edits before it.
            offset = 0
            for edit in edits where edit.kind != .update {
                if edit.kind == .insert {
                    base[edit.position - start + offset] = edit.cell
                    offset += 1
                } else {
                    offset -= 1
                }
            }
        }
        if total < 0 { storage.removeLast(-total) }
        giveBackTrailingGap()
    }
}
