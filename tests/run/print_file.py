# print(file=...): sys.stdout, sys.stderr, None and any object with a write(str) method.
import sys


class Log:
    def __init__(self):
        self.lines: list[str] = []

    def write(self, s: str) -> int:
        self.lines.append(s)
        return len(s)


print("to stdout", 1, file=sys.stdout)
print("to stderr", 2.5, (1, "a"), sep="|", file=sys.stderr)
print("flushed", file=sys.stdout, flush=True)
log = Log()
print("into", "log", end="!\n", file=log)
print(42, file=log)
print(log.lines)
print("none file", file=None)
