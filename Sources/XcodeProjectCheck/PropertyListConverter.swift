internal import Foundation

/// Reads an old-style property list (such as `project.pbxproj`) by asking `plutil` to convert it to JSON.
package struct PropertyListConverter: Sendable {
    /// The `plutil` program, found on the `PATH` through `/usr/bin/env` unless an absolute path is given.
    package var plutil: String

    /// A converter running `plutil` (by default the one on the `PATH`).
    package init(plutil: String = "plutil") {
        self.plutil = plutil
    }

    /// The property list in the file at `path`.
    package func read(_ path: String) throws(XcodeProjectCheckError) -> PropertyListValue {
        let json = try convertToJSON(path)
        do {
            return try JSONDecoder().decode(PropertyListValue.self, from: json)
        } catch {
            throw .malformedProject(path: path, reason: "plutil wrote JSON that is not a property list")
        }
    }

    /// Runs `plutil -convert json -o - path` and returns what it wrote.
    private func convertToJSON(_ path: String) throws(XcodeProjectCheckError) -> Data {
        let process = Process()
        if plutil.hasPrefix("/") {
            process.executableURL = URL(fileURLWithPath: plutil)
            process.arguments = ["-convert", "json", "-o", "-", path]
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [plutil, "-convert", "json", "-o", "-", path]
        }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw .converterUnavailable(reason: "\(error)")
        }
        let json = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: message + json, as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            if process.terminationStatus == 127 {
                throw .converterUnavailable(reason: "\(plutil) was not found on the PATH")
            }
            throw .conversionFailed(
                path: path, message: text.isEmpty ? "exit status \(process.terminationStatus)" : text)
        }
        return json
    }
}
