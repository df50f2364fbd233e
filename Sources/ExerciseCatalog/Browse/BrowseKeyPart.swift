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
        var builder = Builder(capacity: folded.count)
        for scalar in folded {
            if let digit = decimalValue(of: scalar) {
                builder.appendDigit(digit)
            } else {
                builder.append(scalar.value)
            }
        }
        return builder.finish()
    }

    /// The parts of an ASCII `title` folded and split in one pass, exactly as
    /// `parts(of: BrowseTitleFolding.fold(title))` would give them, and whether the folded title starts
    /// with a digit; nil when the title is not plain ASCII.
    static func asciiParts(of title: String) -> (parts: [UInt32], startsWithDigit: Bool)? {
        var parts: [UInt32] = []
        guard let startsWithDigit = appendASCIIParts(of: title, to: &parts) else {
            return nil
        }
        return (parts, startsWithDigit)
    }

    /// Appends the parts of an ASCII `title` (see ``asciiParts(of:)``) to `parts` and tells whether its
    /// folded form starts with a digit; nil, appending nothing, when the title is not plain ASCII.
    static func appendASCIIParts(of title: String, to parts: inout [UInt32]) -> Bool? {
        let startsWithDigit = title.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else {
                return nil
            }
            // Each byte adds at most two parts: a pending space and a letter, or a digit and, for the
            // first of a number, the number's two leading parts.
            let room = 2 * bytes.count + 2
            let start = parts.count
            parts.append(contentsOf: repeatElement(0, count: room))
            let written = parts.withUnsafeMutableBufferPointer { parts in
                writeParts(of: bytes, into: UnsafeMutableBufferPointer(rebasing: parts[start...]))
            }
            parts.removeLast(room - written.count)
            return written.startsWithDigit
        }
        return startsWithDigit ?? nil
    }

    /// Writes the parts of the ASCII bytes of a title into `parts` (which has room for them); returns
    /// how many it wrote and whether the folded title starts with a digit.
    private static func writeParts(
        of bytes: UnsafeBufferPointer<UInt8>, into parts: UnsafeMutableBufferPointer<UInt32>
    ) -> (count: Int, startsWithDigit: Bool) {
        var count = 0
        var startsWithDigit = false
        var hasFolded = false
        var pendingSpace = false
        var lengthSlot = -1
        var digitCount: UInt32 = 0
        for byte in bytes {
            guard let folded = BrowseTitleFolding.foldedASCII(byte, pendingSpace: &pendingSpace) else {
                continue
            }
            let isDigit = folded >= UInt8(ascii: "0") && folded <= UInt8(ascii: "9")
            let isLetterOrDigit = isDigit || (folded >= UInt8(ascii: "a") && folded <= UInt8(ascii: "z"))
            if !hasFolded && !isLetterOrDigit {
                continue
            }
            if pendingSpace && hasFolded {
                endNumber(in: parts, lengthSlot: &lengthSlot, digitCount: &digitCount)
                parts[count] = 0x20
                count += 1
            }
            pendingSpace = false
            if !hasFolded {
                startsWithDigit = isDigit
                hasFolded = true
            }
            guard isDigit else {
                endNumber(in: parts, lengthSlot: &lengthSlot, digitCount: &digitCount)
                parts[count] = UInt32(folded)
                count += 1
                continue
            }
            if lengthSlot < 0 {
                parts[count] = numberPosition
                lengthSlot = count + 1
                count += 2
            }
            if digitCount > 0 || folded != UInt8(ascii: "0") {
                parts[count] = UInt32(folded - UInt8(ascii: "0"))
                count += 1
                digitCount += 1
            }
        }
        endNumber(in: parts, lengthSlot: &lengthSlot, digitCount: &digitCount)
        return (count, startsWithDigit)
    }

    /// Writes the digit count of the number being read, if any, into its slot and ends it.
    private static func endNumber(
        in parts: UnsafeMutableBufferPointer<UInt32>, lengthSlot: inout Int, digitCount: inout UInt32
    ) {
        guard lengthSlot >= 0 else { return }
        parts[lengthSlot] = numberLengthBase + digitCount
        lengthSlot = -1
        digitCount = 0
    }

    /// Collects parts, gathering each run of digits into one number (leading zeros dropped).
    private struct Builder {
        private var parts: [UInt32] = []
        private var digits: [UInt32] = []
        private var inNumber = false

        init(capacity: Int) {
            parts.reserveCapacity(capacity + 2)
        }

        /// Adds one decimal digit to the number being read.
        mutating func appendDigit(_ digit: UInt32) {
            if !(digits.isEmpty && digit == 0) {
                digits.append(digit)
            }
            inNumber = true
        }

        /// Ends any number being read and adds a scalar's value.
        mutating func append(_ value: UInt32) {
            endNumber()
            parts.append(value)
        }

        /// The parts, with a trailing number ended.
        mutating func finish() -> [UInt32] {
            endNumber()
            return parts
        }

        private mutating func endNumber() {
            guard inNumber else { return }
            parts.append(numberPosition)
            parts.append(numberLengthBase + UInt32(digits.count))
            parts.append(contentsOf: digits)
            digits.removeAll(keepingCapacity: true)
            inNumber = false
        }
    }

    /// The value of a decimal digit of any script, looking up Unicode properties only beyond ASCII.
    private static func decimalValue(of scalar: Unicode.Scalar) -> UInt32? {
        if scalar.isASCII {
            return (0x30...0x39).contains(scalar.value) ? scalar.value - 0x30 : nil
        }
        guard BrowseTitleFolding.isDecimalDigit(scalar), let value = scalar.properties.numericValue else {
            return nil
        }
        return UInt32(value)
    }
}
