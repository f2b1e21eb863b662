d = dict.fromkeys([[1], [2]])  # ERROR "unhashable type: 'list'"
