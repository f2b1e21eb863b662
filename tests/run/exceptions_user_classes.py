# User exception classes: hierarchies, their own __init__ and fields, __str__.


class AppError(Exception):
    pass


class ConfigError(AppError):
    def __init__(self, key: str, line: int):
        super().__init__("bad key " + key)
        self.key = key
        self.line = line


class Quiet(ValueError):
    def __str__(self) -> str:
        return "quiet!"


def load(n: int) -> int:
    if n == 0:
        raise AppError("generic")
    if n == 1:
        raise ConfigError("port", 12)
    if n == 2:
        raise Quiet("ignored")
    return n


for n in range(4):
    try:
        print("loaded", load(n))
    except ConfigError as e:
        print("config:", e, e.key, e.line, repr(e), type(e).__name__)
    except AppError as e:
        print("app:", e, repr(e), isinstance(e, ConfigError))
    except Quiet as e:
        print("value:", e, type(e).__name__)

try:
    raise ConfigError("host", 3)
except Exception as e:
    print("as Exception:", e, type(e).__name__)

errors = [AppError("a"), ConfigError("b", 2)]
for err in errors:
    try:
        raise err
    except ConfigError:
        print("ConfigError from list")
    except AppError:
        print("AppError from list")
