# String concatenation and repetition build new strings.
name = "kiln"
greeting = "hello, " + name + "!"
print(greeting, len(greeting))
s = ""
for i in range(5):
    s = s + str(i) + ","
print(s)
print("ab" * 3, 3 * "xy", "z" * 0, "q" * -2, "" * 5, len("-" * 40))
line = "=" * 10
print(line + " " + str(3.5) + " " + str(True) + " " + line)
total = 0
for i in range(1000):
    total += len("n" + str(i))
print(total)
print("a" + "b" == "ab", "a" * 2 != "aa")
