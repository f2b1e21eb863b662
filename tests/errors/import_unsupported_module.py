# A CPython module Kiln does not have yet.
import json  # ERROR "not supported yet: module 'json'"
