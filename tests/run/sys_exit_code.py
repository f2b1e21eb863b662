# SystemExit.code: None, an int or a str as sys.exit / SystemExit got it, printed, converted
# and compared as CPython does; an uncaught SystemExit with a message exits with status 1.
import sys

def run(k: int) -> None:
    try:
        if k == 0:
            sys.exit()
        elif k == 1:
            sys.exit(3)
        elif k == 2:
            sys.exit("msg")
        elif k == 3:
            sys.exit(None)
        elif k == 4:
            raise SystemExit(0)
        elif k == 5:
            sys.exit(True)
        elif k == 6:
            sys.exit(-1)
    except SystemExit as e:
        print(e.code, repr(e.code), str(e.code), f"{e.code}", f"{e.code!r}", [e.code])
        print(e.code is None, e.code == 3, e.code == "msg", e.code != 0, e.code == None, e.code == 1, e.code == 0)
        print(e, repr(e), e.args)

for k in range(7):
    run(k)
try:
    sys.exit(False)
except SystemExit as e:
    print(e.code, e.code == 0, e.code == 1, e.code != 0)
code = 0
try:
    sys.exit(4)
except SystemExit as e:
    c = e.code
    if c is not None:
        print("code", c)
print("done")
sys.exit("bye")
