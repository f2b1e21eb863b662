# int() and float() take decimal digits of any script and Unicode white space around them, as
# CPython does (these raised ValueError): Arabic-Indic, Devanagari, mathematical bold and
# double-struck digits (runs of ten back to back), Thai; superscripts, circled and Roman
# numerals are digits or numerics but not decimals, and stay refused.
samples = ["١٢٣", "۱۲۳", "०१२३४५६७८९", "\u2003 42 \u3000", "𝟏𝟐𝟑", "𝟘𝟙𝟚𝟡", "𝟶𝟿", "๑๒", "-٣",
           "+\u0661_\u0662", "1\u00b2", "①", "Ⅻ", "٣.٥", "1e٣", "١٢x", "\u00a012\u00a0", "᧐᧑",
           "꧐꧙", "٣٤٥٦٧٨٩٠", "0x١f", "", "\u2003", "-\u0966.\u0967e-\u0968", "inf\u2003", "12"]
for s in samples:
    for base in [10, 0, 16]:
        try:
            print(repr(s), base, int(s, base))
        except ValueError as e:
            print(repr(s), base, "ValueError", e)
    try:
        print(repr(s), float(s))
    except ValueError as e:
        print(repr(s), "ValueError", e)
