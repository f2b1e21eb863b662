# str.format needs a constant format string for now.
template = "{} items"
print(template.format(3))  # ERROR "not supported yet: str\.format\(\) on a format string that is not a constant"
