import re

m = re.match(r"(\d+)", "42")
if m:
    print(m.group(1) + "!")  # ERROR "may be None"
