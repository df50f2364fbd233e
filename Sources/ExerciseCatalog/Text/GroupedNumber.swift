internal import Foundation

/// A whole number as English writes it, with a comma between each group of three digits.
package enum GroupedNumber {
    /// 1220 → "1,220", -4500 → "-4,500".
    ///
    /// Numbers below a thousand need no grouping and skip Foundation's formatter, whose first use loads
    /// ICU's number data: about a tenth of a cold `otf search`.
    package static func text(_ n: Int) -> String {
        guard n.magnitude >= 1000 else {
            return String(n)
        }
        return n.formatted(.number.locale(Locale(identifier: "en_US")))
    }
}
