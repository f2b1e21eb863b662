# heappush of a str onto a list of ints: the error is at the call.
import heapq
h = [3, 1]
heapq.heappush(h, "x")  # ERROR "append\(\) argument 'x' must be int, not str"
