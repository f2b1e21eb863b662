def outer() -> int:
    @export  # ERROR "@export applies only to functions defined at the top level of the module"
    def f(x: int) -> int:
        return x

    return f(1)


print(outer())
