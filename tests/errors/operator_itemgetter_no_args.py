from operator import itemgetter

get = itemgetter()  # ERROR "itemgetter expected 1 argument, got 0"
