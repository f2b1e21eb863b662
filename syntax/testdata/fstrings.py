name = "world"
a = f"hello {name}"
b = f"{name!r} {name!s:>10} {name!a}"
c = f"{x=}" f"{y = }" f"{z=!s}" f"{w=:10}"
d = f"{x:{width}.{precision}}"
e = f'{"nested"}' 'plain' f"{{literal}}"
g = f"{a + b * c:>{w}}"
h = F'''multi
{line}
text'''
i = rf"raw {x} \n"
j = f""
k = f"{x}" "" f"" "tail"
l = f"{ x }"
m = f"{x, y}"
n = f"{lambda_ if c else d}"
o = f"{d['key']}"
p = f"{3.14:.2f}"
