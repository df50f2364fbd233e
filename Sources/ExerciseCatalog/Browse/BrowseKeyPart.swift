/// One unit of a folded title: a single scalar, or a whole run of decimal digits read as a number.
enum BrowseKeyPart: Hashable, Sendable, Comparable {
    /// A folded scalar other than a decimal digit, by its code point.
    case scalar(UInt32)
    /// A run of decimal digits, as digit values with leading zeros removed (zero is empty).
    case number(digits: [UInt8])

    /// Where a number sorts against scalars: at the position of the digit "0".
    private static let numberPosition: UInt32 = 0x30

    static func < (lhs: BrowseKeyPart, rhs: BrowseKeyPart) -> Bool {
        switch (lhs, rhs) {
        case (.scalar(let left), .scalar(let right)):
            return left < right
        case (.number(let left), .number(let right)):
            if left.count != right.count {
                return left.count < right.count
            }
            return left.lexicographicallyPrecedes(right)
        case (.number, .scalar(let right)):
            return numberPosition < right
        case (.scalar(let left), .number):
            return left < numberPosition
        }
    }

    /// Splits folded scalars into parts, merging each run of decimal digits into one number.
    static func parts(of folded: [Unicode.Scalar]) -> [BrowseKeyPart] {
        var parts: [BrowseKeyPart] = []
        var digits: [UInt8] = []
        var inNumber = false
        for scalar in folded {
            if BrowseTitleFolding.isDecimalDigit(scalar), let value = scalar.properties.numericValue {
                let digit = UInt8(value)
                if !(digits.isEmpty && digit == 0) {
                    digits.append(digit)
                }
                inNumber = true
                continue
            }
            if inNumber {
                parts.append(.number(digits: digits))
                digits = []
                inNumber = false
            }
            parts.append(.scalar(scalar.value))
        }
        if inNumber {
            parts.append(.number(digits: digits))
        }
        return parts
    }
}
