d = {"a": 1}
d.setdefault("b")  # ERROR "not supported yet: dict.setdefault\(\) without a default on dict\[str,int\] \(it stores None, which int cannot hold\)"
