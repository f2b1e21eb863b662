# Classes defined inside blocks at module level stay refused (those inside functions are hoisted).
if True:
    class Local:  # ERROR "not supported yet: classes inside blocks at module level"
        pass
