# str.find without start or end searches the whole str's bytes and counts code points only for
# a match past the start of a non-ASCII str; with start or end it adjusts them as CPython.


def main() -> None:
    texts = ["", "a", "abc", "naïve café", "日本語の日本語", "x" * 40 + "é" + "gamma", "αβγ|δ", "|"]
    subs = ["", "a", "c", "é", "café", "本語", "gamma", "|", "zz", "日本語の日本語の"]
    for t in texts:
        print([t.find(s) for s in subs], [t.find(s, 1) for s in subs], [t.find(s, 0, -1) for s in subs])
        print([t.rfind(s) for s in subs], [s in t for s in subs])
    print("日本語".find("語"), "日本語".find(""), "".find(""), "".find("a"))
    print(("é" * 100 + "x").find("x"), ("é" * 100 + "xé").find("é", 50), ("ab" * 30).find("ba", -5))


main()
