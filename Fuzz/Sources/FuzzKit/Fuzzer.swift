import FuzzSupport

/// The entry point of every fuzz target.
public enum Fuzzer {
    /// Hands `testOneInput` (the target's `LLVMFuzzerTestOneInput`) to libFuzzer's driver, which
    /// reads the command line (`-runs=`, `-max_total_time=`, corpus folders…) and exits with its
    /// status: 0, or non-zero after a crash, a leak or a timeout.
    public static func run(_ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        let status = LLVMFuzzerRunDriver(&argc, &argv, testOneInput)
        exit(status)
    }

    /// Stops the run with a crash that libFuzzer records (the input is saved as
    /// `crash-…`) when a property does not hold.
    public static func check(
        _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString = #file,
        line: UInt = #line
    ) {
        guard condition() else {
            fatalError("property failed: \(message())", file: file, line: line)
        }
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
