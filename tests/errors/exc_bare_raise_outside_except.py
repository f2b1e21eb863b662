# A bare raise re-raises the exception an except clause handles.
def f() -> None:
    raise  # ERROR "not supported yet: a bare raise outside an except clause"


f()
