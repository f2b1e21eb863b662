# printf-style formatting (types/percent.go) where a constant format spec cannot say it: a
# width or precision given by a '*' argument, a precision with an integer conversion
# (%.3d), and %c of a str.


def _pct_spec(flags: str, width: int, has_prec: bool, prec: int, code: str) -> str:
    # The format spec __format__ gets for one conversion (code s, r, a, c or a number's),
    # built as types/percent.go builds a constant one. A width from '*' may be negative:
    # it left-justifies, as the '-' flag does; a negative precision counts as 0.
    left = "-" in flags
    if width < 0:
        left = True
        width = -width
    if prec < 0:
        prec = 0
    w = ""
    if width > 0:
        w = str(width)
    spec = ""
    if left and w != "":
        spec = "<"
    if code == "s" or code == "r" or code == "a":
        if w != "" and not left:
            spec += ">"
        spec += w
        if has_prec:
            spec += "." + str(prec)
        return spec
    if code == "c":
        return spec + w + "c"
    if "+" in flags:
        spec += "+"
    elif " " in flags:
        spec += " "
    if "#" in flags and code != "d" and code != "i" and code != "u":
        spec += "#"
    if "0" in flags and not left:
        spec += "0"
    spec += w
    if has_prec:
        spec += "." + str(prec)
    if code == "i" or code == "u":
        return spec + "d"
    return spec + code


def _pct_int(x: int, flags: str, width: int, prec: int, code: str) -> str:
    # %d %i %u %o %x %X with a precision: at least prec digits after the sign and the '#'
    # prefix, then padded to width as CPython's unicode_format_arg_output does.
    if code == "o":
        digits = _int_base(x, 8, False)
    elif code == "x":
        digits = _int_base(x, 16, False)
    elif code == "X":
        digits = _int_base(x, 16, True)
    else:
        digits = str(x)
        if x < 0:
            digits = digits[1:]
    if prec > len(digits):
        digits = "0" * (prec - len(digits)) + digits
    prefix = ""
    if "#" in flags and (code == "o" or code == "x" or code == "X"):
        prefix = "0" + code
    sign = ""
    if x < 0:
        sign = "-"
    elif "+" in flags:
        sign = "+"
    elif " " in flags:
        sign = " "
    left = "-" in flags
    if width < 0:
        left = True
        width = -width
    pad = width - len(sign) - len(prefix) - len(digits)
    if pad <= 0:
        return sign + prefix + digits
    if left:
        return sign + prefix + digits + " " * pad
    if "0" in flags:
        return sign + prefix + "0" * pad + digits
    return " " * pad + sign + prefix + digits


def _pct_char(s: str) -> str:
    # %c of a str: one character, as it is.
    if len(s) != 1:
        _raise("TypeError", "%c requires int or char")
    return s
