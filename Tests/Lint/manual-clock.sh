#!/usr/bin/env bash
# Unit tests of asynchronous rules run on a ManualClock (issue 24): a real clock makes them depend
# on the machine's load (a timeout that fires, an answer that expires between two validations).
# Fails when a unit test (every test target under Tests/Verdict*, their shared fixtures, and
# Tests/Concurrency)
#   - constructs `CheckOptions(…)` without `clock: ManualClock()` or `clock: NAME`, NAME being
#     declared in the same file as `NAME = ManualClock(` or `NAME: ManualClock`;
#   - names `ContinuousClock` or `SuspendingClock`, or waits with `Task.sleep`.
# Excepted:
#   - Tests/VerdictTests/Integration: tests over real HTTP against running servers, which need the
#     real clock (their timeouts are seconds wide);
#   - the documentation examples listed below: they show production code (options on the real
#     clock, a lookup that sleeps), and are compiled, never run;
#   - the tests of the real clock's own timers (they count the timers left pending, never time
#     anything) and the local HTTP server of the transport's real-socket tests (it polls, with a
#     bound of seconds, for the connections to close before the bytes written are counted).
set -euo pipefail
cd "$(dirname "$0")/../.."
excepted=(
    Tests/VerdictTests/Documentation/DocExamples/AsyncDocExamples.swift       # compiled, never run
    Tests/VerdictTests/Documentation/DocExamples/AsyncLookupDocExamples.swift # compiled, never run
    Tests/VerdictRulesTests/CheckClockTests.swift                            # the real clock's timers, counted
    Tests/VerdictRemoteTests/LocalHTTPServer.swift                           # real sockets, polled
)
files=()
while IFS= read -r file; do
    case "$file" in Tests/VerdictTests/Integration/*) continue ;; esac
    for skip in "${excepted[@]}"; do [ "$file" = "$skip" ] && continue 2; done
    files+=("$file")
done < <(find Tests/Verdict* Tests/Concurrency -name '*.swift' -not -path '*/.build*' | sort)
perl -e '
    my $failed = 0;
    local $/;
    for my $file (@ARGV) {
        open my $handle, "<", $file or die "$file: $!";
        my $text = <$handle>;
        my $line = sub { 1 + (substr($text, 0, $_[0]) =~ tr/\n//) };
        while ($text =~ /\bCheckOptions(\((?:[^()]++|(?1))*\))/g) {
            my ($arguments, $at) = ($1, $-[0]);
            if ($arguments =~ /\bclock:\s*ManualClock\(/) { next }
            if ($arguments =~ /\bclock:\s*(\w+)\s*[,)]/) {
                my $name = $1;
                next if $text =~ /\b\Q$name\E\s*(=\s*ManualClock\(|:\s*ManualClock\b)/;
            }
            (my $shown = $arguments) =~ s/\s+/ /g;
            print "$file:", $line->($at), ": CheckOptions$shown: pass clock: ManualClock()\n";
            $failed = 1;
        }
        while ($text =~ /\b(ContinuousClock|SuspendingClock|Task\.sleep)\b/g) {
            print "$file:", $line->($-[0]), ": $1 in a unit test: use a ManualClock\n";
            $failed = 1;
        }
    }
    exit $failed;
' "${files[@]}"
echo "manual clock: ${#files[@]} test files checked, every CheckOptions on a ManualClock"
