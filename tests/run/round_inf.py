print(round(2.5))
round(1e308 * 10.0)
