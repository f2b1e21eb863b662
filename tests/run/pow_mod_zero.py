print(pow(3, 2, 5))
pow(2, 3, 0)
