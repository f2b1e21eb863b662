# Indentation that opens no block.
x = 1
    y = 2  # ERROR "unexpected indent"
