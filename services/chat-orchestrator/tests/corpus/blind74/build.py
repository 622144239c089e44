"""Builds blind74.jsonl: blind5's builder (documented there) run on this
set's sources and marker library (`lib.py`, ids `b74-`)."""
import os
import runpy

HERE = os.path.dirname(os.path.abspath(__file__))
runpy.run_path(os.path.join(HERE, '..', 'blind5', 'build.py'), init_globals={'SET': 'blind74', 'HERE': HERE}, run_name='__main__')
