# __exit__ takes the exception's class, the exception and a traceback.
class Manager:
    def __enter__(self):
        return self

    def __exit__(self):
        print("exit")


with Manager():  # ERROR "Manager.__exit__\(\) takes 1 positional argument but 4 were given"
    print("inside")
