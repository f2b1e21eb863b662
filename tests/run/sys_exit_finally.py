# sys.exit raises SystemExit: except clauses catch it and finally blocks run.
import sys

try:
    sys.exit(2)
except SystemExit as e:
    print("caught", e)
try:
    print("body")
    sys.exit(5)
finally:
    print("finally runs")
    sys.stderr.write("bye\n")
print("not reached")
