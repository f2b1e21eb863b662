# An exception raised while another is handled prints both tracebacks, as CPython does: the
# one being handled first, then "During handling of the above exception, another exception
# occurred:" and the new one.


class Config:
    def __init__(self):
        self.values = {"port": 80}

    def get(self, key: str) -> int:
        return self.values[key]


class Connection:
    def __enter__(self):
        print("open")
        return self

    def __exit__(self, exc_type, exc, tb):
        print("close", exc_type)
        if exc_type is not None:
            raise RuntimeError("cleanup failed")


def fallback(cfg: Config) -> int:
    try:
        return cfg.get("timeout")
    except KeyError:
        return cfg.get("retries") * 2


def connect(cfg: Config) -> None:
    with Connection():
        print("port", cfg.get("port"))
        print("timeout", fallback(cfg))


connect(Config())
