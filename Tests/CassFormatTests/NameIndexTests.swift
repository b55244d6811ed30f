import Testing

@testable import CassFormat

/// The parser's name table: ids from a name's bytes, one id per distinct spelling.
@Suite struct NameIndexTests {
    /// The bytes of `names` joined with single spaces, and each name's range in them.
    private func spell(_ names: [String]) -> (bytes: [UInt8], ranges: [Range<Int>]) {
        var bytes: [UInt8] = []
        var ranges: [Range<Int>] = []
        for name in names {
            if !bytes.isEmpty { bytes.append(0x20) }
            let start = bytes.count
            bytes.append(contentsOf: name.utf8)
            ranges.append(start..<bytes.count)
        }
        return (bytes, ranges)
    }

    @Test func sameNameTwiceGivesTheSameId() {
        let (bytes, ranges) = spell(["width", "left", "width"])
        var index = NameIndex()
        let first = index.insert(bytes, ranges[0])
        let other = index.insert(bytes, ranges[1])
        let again = index.insert(bytes, ranges[2])
        #expect(first.id == 0 && first.isNew)
        #expect(other.id == 1 && other.isNew)
        #expect(again.id == 0 && !again.isNew)
        #expect(index.count == 2)
        #expect(index.id(of: bytes, ranges[2]) == 0)
    }

    @Test func unknownNameHasNoId() {
        let (bytes, ranges) = spell(["x", "y"])
        var index = NameIndex()
        index.insert(bytes, ranges[0])
        #expect(index.id(of: bytes, ranges[1]) == nil)
        #expect(index.count == 1)
    }

    /// Name lists whose names are all distinct as bytes: names that differ only in the last
    /// byte, and non-ASCII names, where "é" precomposed (C3 A9) and decomposed (65 CC 81) are
    /// equal as Strings but distinct as bytes.
    static let distinctNameLists: [[String]] = [
        ["view12.left", "view12.lefu", "view12.lef", "view12.left_", "a", "b"],
        ["caf\u{E9}", "cafe\u{301}", "\u{1F600}", "\u{65E5}\u{672C}"],
    ]

    @Test(arguments: distinctNameLists)
    func distinctSpellingsGetDistinctIds(_ names: [String]) {
        let (bytes, ranges) = spell(names)
        var index = NameIndex()
        for (i, range) in ranges.enumerated() {
            #expect(index.insert(bytes, range) == (i, true))
        }
        for (i, range) in ranges.enumerated() {
            #expect(index.id(of: bytes, range) == i)
            #expect(Array(index.name(i).utf8) == Array(names[i].utf8))
        }
    }

    @Test func namesInOneSlotAreProbedPastEachOther() {
        // Names whose hashes pick the same slot of a 16-slot table: each is found past the others.
        let mask: UInt64 = 15
        let candidates = (0..<2000).map { "v\($0)" }
        let probe = spell(candidates)
        let target = NameIndex.hash(probe.bytes, probe.ranges[0]) & mask
        let colliding = candidates.indices.filter { NameIndex.hash(probe.bytes, probe.ranges[$0]) & mask == target }
            .prefix(5).map { candidates[$0] }
        #expect(colliding.count == 5)
        let (bytes, ranges) = spell(colliding)
        var index = NameIndex(capacity: 8)
        #expect(index.slotCount == 16)
        for (i, range) in ranges.enumerated() {
            #expect(index.insert(bytes, range) == (i, true))
        }
        #expect(index.slotCount == 16)
        for (i, range) in ranges.enumerated() {
            #expect(index.id(of: bytes, range) == i)
        }
        let absent = spell(["w0"])
        #expect(index.id(of: absent.bytes, absent.ranges[0]) == nil)
    }

    @Test func growsPastItsInitialCapacity() {
        let names = (0..<1000).map { "x\($0)" }
        let (bytes, ranges) = spell(names)
        var index = NameIndex(capacity: 1)
        #expect(index.slotCount == 2)
        for (i, range) in ranges.enumerated() {
            #expect(index.insert(bytes, range) == (i, true))
        }
        #expect(index.count == 1000)
        #expect(index.slotCount >= 2000)
        for (i, range) in ranges.enumerated() {
            #expect(index.id(of: bytes, range) == i)
            #expect(index.insert(bytes, range) == (i, false))
        }
        #expect(index.name(999) == "x999")
    }

    @Test func parserGivesOneVariablePerName() throws {
        let program = try CassParser.parse("edit w\nx + w <= 10\nx == w + 1\nsuggest w 4\nsuggest z 1")
        #expect(program.variables.map(\.name) == ["w", "x"])
        guard case .suggest(let name, let variable, let value) = program.statements[3].kind else {
            Issue.record("expected a suggestion")
            return
        }
        #expect(name == "w" && variable == 0 && value == 4)
        guard case .suggest(let unknown, nil, 1) = program.statements[4].kind else {
            Issue.record("expected a suggestion of an unknown name")
            return
        }
        #expect(unknown == "z")
        #expect(program.statements[1].text == "x + w <= 10")
    }
}
