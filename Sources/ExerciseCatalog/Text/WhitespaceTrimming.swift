extension StringProtocol {
    /// The text without the white space and line breaks at either end (scalars with the Unicode
    /// White_Space property: spaces of every width, tab to carriage return, next line, line and paragraph
    /// separators).
    var trimmingWhitespace: String {
        let scalars = String(self).unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else {
            return ""
        }
        return String(scalars[first...last])
    }
}
