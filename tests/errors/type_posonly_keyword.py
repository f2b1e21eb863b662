# Parameters before / are positional-only.
def clamp(value, low, /, high=10):
    return value if value < high else high


print(clamp(5, low=1))  # ERROR "clamp\(\) got some positional-only arguments passed as keyword arguments: 'low'"
