"""Independent verifier for blind74.jsonl: blind5/verify.py (documented there;
it does not use the authoring markers or lib.py) with this set's ids and its
brief's limits: at most 8 answers per non-sweep case, 200-250 answers."""
import os
import runpy
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
BLIND5 = os.path.join(HERE, '..', 'blind5', 'verify.py')
LIMITS = {'SET': 'blind74', 'MAX_PER_CASE': 8, 'ANSWERS': (200, 250)}


def load():
    """The blind5 verifier's functions, set to this set's limits."""
    return runpy.run_path(BLIND5, init_globals=LIMITS)


def main(path=None):
    return load()['main'](path)


if __name__ == '__main__':
    sys.exit(main(*sys.argv[1:]))
