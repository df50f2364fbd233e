/// Encodes a folded title as a flat sequence of integers whose lexicographic order is the browse order.
///
/// A scalar other than a decimal digit is its code point. A run of decimal digits is one number, read
/// by value: it is written as the code point of "0" (so numbers sort where the digit "0" would against
/// other scalars), then `numberLengthBase` plus its count of digits without leading zeros (so a longer
/// number sorts after a shorter one), then those digits' values. Two encodings compare part by part as
/// if each number were a single unit, and a sequence that is a prefix of another sorts first.
enum BrowseKeyPart {
    /// Where a number sorts against scalars: at the position of the digit "0".
    static let numberPosition: UInt32 = 0x30

    /// Added to a number's digit count so that it can never equal a digit value.
    static let numberLengthBase: UInt32 = 0x11_0000

    /// Splits folded scalars into the flat encoding, merging each run of decimal digits into one number.
    static func parts(of folded: [Unicode.Scalar]) -> [UInt32] {
        var parts: [UInt32] = []
        parts.reserveCapacity(folded.count)
        var digits: [UInt32] = []
        var inNumber = false
        func endNumber() {
            guard inNumber else { return }
            parts += [numberPosition, numberLengthBase + UInt32(digits.count)] + digits
            digits.removeAll()
            inNumber = false
        }
        for scalar in folded {
            if let digit = decimalValue(of: scalar) {
                if !(digits.isEmpty && digit == 0) {
                    digits.append(digit)
                }
                inNumber = true
            } else {
                endNumber()
                parts.append(scalar.value)
            }
        }
        endNumber()
        return parts
    }

    /// The value of a decimal digit of any script ("7", "٧"), or nil for any other scalar.
    static func decimalValue(of scalar: Unicode.Scalar) -> UInt32? {
        if scalar.isASCII {
            return ("0"..."9").contains(scalar) ? scalar.value - 0x30 : nil
        }
        guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else {
            return nil
        }
        return UInt32(value)
    }
}
