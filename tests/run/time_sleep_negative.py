# time.sleep of a negative duration.
import time

print("before")
time.sleep(-1)
print("not reached")
