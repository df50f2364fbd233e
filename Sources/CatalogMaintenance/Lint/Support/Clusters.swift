internal import ExerciseCatalog

/// Groups items linked in pairs into clusters (union–find), remembering why each pair was linked.
struct Clusters<Reason: Hashable> {
    /// Each item's parent; a root is its own parent.
    private var parent: [Int]
    /// Every link made, in order.
    private var links: [(Int, Int, Reason)] = []

    /// Creates `count` items, each in a cluster of its own.
    init(count: Int) {
        parent = Array(0..<count)
    }

    /// Puts `lhs` and `rhs` in one cluster because of `reason`.
    mutating func link(_ lhs: Int, _ rhs: Int, because reason: Reason) {
        guard lhs != rhs else {
            return
        }
        links.append((lhs, rhs, reason))
        let (left, right) = (root(of: lhs), root(of: rhs))
        if left != right {
            parent[max(left, right)] = min(left, right)
        }
    }

    /// Every cluster of more than one item, in order of its first member.
    ///
    /// Each lists its members in ascending order and the distinct reasons of its links in the order
    /// they were first given.
    mutating func groups() -> [(members: [Int], reasons: [Reason])] {
        var members: [Int: [Int]] = [:]
        for item in parent.indices {
            members[root(of: item), default: []].append(item)
        }
        var reasons: [Int: [Reason]] = [:]
        for (lhs, _, reason) in links {
            reasons[root(of: lhs), default: []].append(reason)
        }
        return members.keys.sorted().compactMap { root in
            guard let group = members[root], group.count > 1 else {
                return nil
            }
            return (group, (reasons[root] ?? []).distinctInOrder)
        }
    }

    /// The root of `item`'s cluster, shortening the path on the way.
    private mutating func root(of item: Int) -> Int {
        var current = item
        while parent[current] != current {
            parent[current] = parent[parent[current]]
            current = parent[current]
        }
        return current
    }
}
