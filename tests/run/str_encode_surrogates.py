# str.encode of a str holding lone surrogates (chr(0xD800) to chr(0xDFFF)) raises
# UnicodeEncodeError naming the first run of them, as CPython's strict UTF-8 does (Kiln wrote
# their three-byte forms); the ascii codec's error comes first; U+D7FF and U+E000 encode.
s = chr(0xD800)
print(len(s), repr(s), ord(s), ascii(s), s == "\ud800", (s + "é")[1])
for w in [s, "ab" + chr(0xD800) + chr(0xDC00) + "c" + chr(0xDBFF), "é" + chr(0xDFFF),
          "日本\ud7ff\ue000", "x", "é𝟏", "\udfff\udfff"]:
    for codec in ["utf-8", "ascii"]:
        try:
            print(w.encode(codec))
        except UnicodeEncodeError as e:
            print("UnicodeEncodeError", e)
