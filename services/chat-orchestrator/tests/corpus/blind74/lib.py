"""Blind corpus 74 builder: the fourth author's marker parser and label checks
(`../blind4/lib.py`, documented there), used unchanged except for this set's
record ids (`b74-NNN`). Loaded by path, since both modules are named `lib`.
"""
import importlib.util
import os

_spec = importlib.util.spec_from_file_location(
    "blind4_lib", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "blind4", "lib.py")
)
_lib4 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_lib4)
_lib4.ID_PREFIX = "b74"
globals().update({k: v for k, v in vars(_lib4).items() if not k.startswith("__")})
