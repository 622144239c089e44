"""Mutation test of blind74/verify.py: blind5/mutate.py (documented there) run
on blind74.jsonl with this set's verifier. Usage: python3 mutate.py [N] [SEED]."""
import os
import runpy
import types

HERE = os.path.dirname(os.path.abspath(__file__))
verify = types.SimpleNamespace(**runpy.run_path(os.path.join(HERE, 'verify.py'))['load']())
runpy.run_path(os.path.join(HERE, '..', 'blind5', 'mutate.py'), init_globals={'SET': 'blind74', 'VERIFY': verify},
               run_name='__main__')
