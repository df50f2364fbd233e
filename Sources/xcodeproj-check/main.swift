internal import Foundation
internal import XcodeProjectCheck

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let projectPath = arguments.first else {
    FileHandle.standardError.write(Data("usage: xcodeproj-check PATH/TO/App.xcodeproj\n".utf8))
    exit(2)
}
do {
    let problems = try XcodeProjectChecker().check(projectAt: projectPath)
    for problem in problems {
        FileHandle.standardError.write(Data("\(projectPath): \(problem)\n".utf8))
    }
    print(problems.isEmpty ? "\(projectPath): OK" : "\(projectPath): \(problems.count) problem(s)")
    exit(problems.isEmpty ? 0 : 1)
} catch {
    FileHandle.standardError.write(Data("xcodeproj-check: \(error)\n".utf8))
    exit(2)
}
