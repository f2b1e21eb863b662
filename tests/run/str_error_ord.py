# ord takes exactly one character.
print(ord("é"))
print(ord("ab"))
