s = "héllo wörld ☃𝄞!"
print("".join(list(reversed(s))))
print(list(reversed("")))
for ch in reversed("ab€"):
    print(ch)
t = (1, 2, 3)
print(list(reversed(t)))
print(list(reversed(("a", "b"))))
print(list(reversed(range(1, 10, 3))))
print(list(reversed(range(10, 0, -4))))
xs = [1,2,3,4,5]
print(list(reversed(xs[1:4])))
print(list(reversed(xs[::2])))
r = reversed("xyz")
print(next(r), next(r))
words = ("one", "two", "three")
for w in reversed(words):
    print(w, "".join(list(reversed(w))))
print([c for c in reversed("a\u00e9\u4e2d\U0001f600z")])
print(list(reversed((0.5, 1.5, 2.5))))
