# string.Template as CPython's: $name, ${name}, $$, substitute with a dict, with keywords and
# both (keywords win), safe_substitute, is_valid, get_identifiers, and the KeyError and
# ValueError CPython raises, with the line and column of an invalid placeholder.
import string
from string import Template

t = Template("$who likes ${what}, $$5 and $who_else; ${who}s")
print(t.template)
print(t.substitute({"who": "tim", "what": "kung pao", "who_else": "ann"}))
print(t.substitute(who="ann", what="tea", who_else="bo"))
print(t.substitute({"who": "tim", "what": "x", "who_else": "z"}, what="y"))
print(t.safe_substitute(who="bob"))
print(t.safe_substitute({"what": "rice"}))
print(t.safe_substitute())
print(t.is_valid(), t.get_identifiers())

counts = {"n": 3, "m": 40}
print(string.Template("n=$n, m=${m}, n*m=$n$m").substitute(counts))
print(Template("$x + $X = $_x1").substitute(x=1.5, X=2.5, _x1=4.0))
print(Template("no placeholders").substitute())
print(Template("$$$$ $$a").substitute(a=1))
print(Template("$a$b${c}d").substitute(a="1", b="2", c="3"))
print(Template("tail $").safe_substitute(), Template("${bad").safe_substitute(bad=1))
print(Template("$1 ${2} $-x $é").safe_substitute())
print(Template("ünï $name cødé").substitute(name="nämé"))

for text in ["$who", "${who}", "ok $$", "bad $", "two\nlines $1", "a\nb\nc ${x", "$é",
             "$ok ${ok} $", "\n$"]:
    tpl = Template(text)
    print(repr(text), tpl.is_valid())
    try:
        print(tpl.substitute(ok="yes"))
    except KeyError as e:
        print("KeyError", e)
    except ValueError as e:
        print("ValueError", e)
    try:
        print(tpl.get_identifiers())
    except ValueError as e:
        print("ValueError", e)
