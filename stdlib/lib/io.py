"""The io module: the classes of the files open() returns and io.UnsupportedOperation (they
are builtins of Kiln's stdlib: stdlib/file.py, stdlib/bytes.py, stdlib/exceptions.py)."""

UnsupportedOperation = UnsupportedOperation
TextIOWrapper = TextIOWrapper
BufferedReader = BufferedReader
