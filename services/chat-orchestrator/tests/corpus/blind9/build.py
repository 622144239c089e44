import json, sys, glob, importlib.util, collections, os
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from lib import build_entry

entries = []
for f in sorted(glob.glob(os.path.join(HERE, 'parts', 'p*.py'))):
    spec = importlib.util.spec_from_file_location(os.path.basename(f)[:-3], f)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    entries += mod.ENTRIES

recs, nerr = [], 0
verbose = '-v' in sys.argv
for i, e in enumerate(entries, 1):
    rec, errs, unmarked = build_entry(e, i)
    if errs:
        nerr += len(errs)
        print(f'### b9-{i:03d} {e["c"]} {e["l"]} [{e["t"][:50]!r}]: ', *errs, sep='\n   ')
    if verbose:
        print(f'b9-{i:03d} {e["c"]:24s} {e["l"]:12s} unmarked={[t for t,w in unmarked]}')
    if rec:
        recs.append(rec)
print('entries', len(recs), 'errors', nerr)
print(collections.Counter(r['label'] for r in recs))
if nerr == 0:
    with open(os.path.join(os.path.dirname(HERE), 'blind9.jsonl'), 'w') as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')
    print('written')
