import Foundation

/// Runs `body` on a thread of its own with a stack of `stackSize` bytes (256 KiB unless said:
/// less than the 512 KiB of secondary threads and Dispatch workers on Apple platforms), and
/// waits for it. A body that needs more stack crashes the test process: no clock, a semaphore
/// says when it is done.
func onSmallStack<Value: Sendable>(
    stackSize: Int = 256 << 10, _ body: @escaping @Sendable () -> Value
) -> Value {
    let result = SmallStackResult<Value>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        result.value = body()
        done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    return result.value!
}

/// What the thread of ``onSmallStack(stackSize:_:)`` made; written before the semaphore is
/// signalled, read after it is waited for.
private final class SmallStackResult<Value>: @unchecked Sendable {
    var value: Value?
}
