# A lambda is called with the arguments its parameters take.
def run():
    greet = lambda name: "hi " + name
    return greet("a", "b")  # ERROR "run\.<locals>\.<lambda>\(\) takes 1 positional argument but 2 were given"


run()
