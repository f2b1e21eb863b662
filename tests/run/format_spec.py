# The format-spec mini-language: a table of values x specs for int, float, str and bool,
# printed with repr so that any difference from CPython shows.

int_values = [0, 1, -1, 7, 42, -42, 255, 1000, -1234567, 65535, 9223372036854775807,
              -9223372036854775807 - 1]
int_specs = ["", "d", "5", "<5", ">5", "^5", "^6", "=8", "*^9", "0", "05", "08", "+", "-", " ",
             "+08", " 8", "x", "X", "#x", "#X", "#010x", "b", "#b", "o", "#o", "n", ",", "_",
             "10,", "010,", "_x", "#_b", "_o", "015_", "+,", "x<10", "é>6", "e", ".2f", "%",
             "g", "E", ",.1f", "#o", "=+10", "0=10,", "€^12,d"]
for v in int_values:
    print(repr(v), [format(v, s) for s in int_specs])

char_codes = [65, 97, 0x263A, 0x1F600]
for v in char_codes:
    print([format(v, s) for s in ["c", "5c", "<3c", "*^5c"]])

inf = 1e300 * 1e300
float_values = [0.0, -0.0, 1.0, -1.5, 0.1, 3.14159, 2.5, 1234567.891, 1e16, 1e-5, 1.5e300,
                123456789.0, 0.000123456, 1e22, -2.675, 100.0, 0.5,
                inf, -inf, inf - inf]
float_specs = ["", ".0", ".1", ".3", ".10", "e", ".2e", "E", "#.0e", "f", ".0f", "#.0f", ".2f",
               ".15f", "F", "g", ".1g", ".3g", "#g", "#.3g", "G", ".10g", "n", "%", ".1%",
               "10", "<10", ">10.2f", "^12.3e", "=+12.2f", "010.2f", "+.1f", " .1f", "z.1f",
               "z", ",", ",.2f", "_.3f", "015,.2f", "*<12,.1f", "#", "#.3", ".3n", "12"]
for fv in float_values:
    print(repr(fv), [format(fv, s) for s in float_specs])

str_values = ["", "a", "abc", "héllo", "日本語", "a\tb"]
str_specs = ["", "s", "5", "<5", ">5", "^5", "^6", "*^7", ".2", ".0", "8.3", ">8.3s", "→<6",
             "0>4", "10"]
for sv in str_values:
    print(repr(sv), [format(sv, s) for s in str_specs])

bool_specs = ["", "5", "<6", "d", "x", "+d", "05", "f", ".1%", "b"]
for bv in [True, False]:
    print(repr(bv), [format(bv, s) for s in bool_specs])

# Digits rounded correctly, as CPython's.
for rv in [0.125, 0.375, 2.5, 3.5, 1.005, 2.675, 1e23, 5e-324, 1.7976931348623157e308]:
    print(format(rv, ".2f"), format(rv, ".0f"), format(rv, ".3e"), format(rv, ".17g"), format(rv, ".20"))
