print(dict({1: 2}, a=1))  # ERROR "not supported yet: keyword arguments to dict\(\) of dict\[int,int\]"
