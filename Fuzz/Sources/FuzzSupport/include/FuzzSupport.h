#ifndef FUZZ_SUPPORT_H
#define FUZZ_SUPPORT_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (part of the runtime that `-sanitize=fuzzer` links): parses the command line
/// and runs `callback` on each input.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
