# A missing key raises KeyError with the key's repr.
ages = {"ann": 31, "bob": 42}
print(ages["bob"])
print(ages["eve"])
