import Foundation
import OTFCommandLine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

let argumentBytes = (1..<Int(CommandLine.argc)).map { index in
    CommandLine.unsafeArgv[index].map { Array(UnsafeBufferPointer(start: $0, count: strlen($0))) }
        .map { $0.map { UInt8(bitPattern: $0) } } ?? []
}
if let problem = ArgumentEncoding.problem(in: argumentBytes) {
    FileHandle.standardError.write(Data((problem + "\n").utf8))
    exit(64)
}
exit(
    OTFProgram.run(
        arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment
    ).rawValue)
