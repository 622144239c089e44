"""Blind corpus 2 builder (adapted from the first blind author's builder).

Answers are authored in parts/*.py with inline markers:
  ⟦TEXT@REF⟧            a data number; TEXT must round-match eval(REF) at its shown precision
  ⟦TEXT@REF|neg⟧        the reader's value is -TEXT (e.g. "lost 96.25", "fell 1,374")
  ⟦TEXT@REF~SRC!⟧       the ONE wrong number (target). REF = what the sentence meant,
                        SRC = where the wrong number really comes from (wrong_row/column/year/unit)
  ⟦TEXT@REF!⟧           target for invented/misrounded/miscomputed/derived/wrong_sign
  ⟦TEXT@D:YYYY-MM-DD⟧   a date; checked against the case's results
Flags after '|': neg, loc=xx (per-number locale), u=N (explicit rounding unit for hedged round
numbers such as "just under 400" -> u=100 ... only allowed when the answer hedges).
Results = tool_results.json overlaid by tool_results_at_writing.json (by case id).
"""
import json, re, os, unicodedata

CORPUS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
_A = json.load(open(os.path.join(CORPUS, 'tool_results.json')))
_B = json.load(open(os.path.join(CORPUS, 'tool_results_at_writing.json')))
_OV = {c['id']: c for c in _B['cases']}
CASES = {c['id']: _OV.get(c['id'], c) for c in _A['cases']}
CS = json.load(open(os.path.join(CORPUS, 'cases.json')))
CASE_INPUTS = {c['id']: c for c in CS['cases']}
assert set(CASES) == set(CASE_INPUTS)
TEXT_KEYS = ('model_response', 'caveat', 'title')
LABEL_KEYS = ('h', 'dow', 'm', 'shop', 'item.name', 'label', 'name')


class O(dict):
    def __getattr__(self, k):
        try:
            return self[k]
        except KeyError:
            raise AttributeError(k)


def wrap(x):
    if isinstance(x, dict):
        return O({k: wrap(v) for k, v in x.items()})
    if isinstance(x, list):
        return [wrap(v) for v in x]
    return x


ALIAS = {'sum(total)': 'sum', 'count(*)': 'n', 'avg(total)': 'avg', 'max(total)': 'max', 'sum(amount)': 'sum'}


def _finder(items, what):
    def f(label):
        hits = []
        for o in items:
            for k, v in o.items():
                if isinstance(v, str) and isinstance(label, str) and (v == label or v.startswith(label)):
                    hits.append(o)
                    break
                if not isinstance(v, (str, dict, list)) and k in ('q', 'y', 'rank') and v == label:
                    hits.append(o)
                    break
        assert len(hits) == 1, (what, label, len(hits))
        return hits[0]
    return f


def call_ns(r):
    d = {'R': wrap(r)}
    s = r.get('summary')
    if s:
        if s['type'] == 'scalar':
            d['value'] = s['value']
        if s['type'] == 'dict':
            d.update(s['values'])
        if 'stats' in s:
            d['stats'] = wrap(s['stats'])
    rows = None
    if isinstance(r.get('table'), list):
        rows = r['table']
    elif isinstance(r.get('rows'), list):
        rows = r['rows']
    if rows is not None:
        T = []
        for row in rows:
            o = wrap(row)
            for k, v in list(row.items()):
                if k in ALIAS:
                    o[ALIAS[k]] = v
            T.append(o)
        d['T'] = T
        d['row'] = _finder(T, 'row')
        if len(T) == 1:
            d.update({k: v for k, v in T[0].items() if k in ALIAS.values()})
    if 'metrics' in r:
        d['M'] = wrap(r['metrics'])
        d.update(r['metrics'])
    if 'trades' in r:
        tr = wrap(r['trades'])
        d['tr'] = tr
        def trd(date):
            h = [t for t in tr if t['entry_date'] == date]
            assert len(h) == 1, ('trd', date, len(h))
            return h[0]
        d['trd'] = trd
    if 'legs' in r:
        d['leg'] = _finder(wrap(r['legs']), 'leg')
    if 'top' in r:
        d['top'] = _finder(wrap(r['top']), 'top')
        for k in ('mean_objective', 'walk_forward_out_of_sample', 'deflated_sharpe', 'stability', 'configurations', 'heatmap'):
            d[k] = wrap(r[k])
        d['folds'] = wrap(r['folds'])
    text = '\n'.join(str(r.get(k, '')) for k in TEXT_KEYS)
    def mr(pattern):
        m = re.search(pattern, text)
        assert m, ('mr() no match', pattern)
        return float(m.group(1).replace('+', ''))
    d['mr'] = mr
    return d


def namespace(case_id):
    calls = [call_ns(cl['result']) for cl in CASES[case_id]['calls']]
    ns = {'abs': abs, 'sum': sum, 'min': min, 'max_': max, 'round': round, 'len': len}
    if len(calls) == 1:
        ns.update(calls[0])
    else:
        ns['A'] = O(calls[0])
        ns['B'] = O(calls[1])
    return ns


NUM_IN_STR = re.compile(r'\d+(?:\.\d+)?')


def case_pool(case_id):
    pool, labels = set(), set()
    def walk(x, key=None):
        if isinstance(x, bool) or x is None:
            return
        if isinstance(x, (int, float)):
            pool.add(float(x))
        elif isinstance(x, dict):
            for k, v in x.items():
                walk(v, k)
        elif isinstance(x, list):
            for v in x:
                walk(v, key)
        elif isinstance(x, str):
            if key in TEXT_KEYS:
                for m in NUM_IN_STR.finditer(x):
                    pool.add(float(m.group()))
            elif key in LABEL_KEYS:
                labels.update(re.findall(r'\d+', x))
    for cl in CASES[case_id]['calls']:
        walk(cl['result'])
    inputs = set()
    for cl in CASE_INPUTS[case_id]['calls']:
        inputs.update(NUM_IN_STR.findall(json.dumps(cl['input'])))
    return pool, labels, inputs


def all_strings(case_id):
    out = []
    def walk(x):
        if isinstance(x, str):
            out.append(x)
        elif isinstance(x, dict):
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)
    for cl in CASES[case_id]['calls']:
        walk(cl['result'])
    return out

# ---------------------------------------------------------------- number parsing
# magnitude words/suffixes (checked longest first); 'm' only for gb
MULTS = [('milhões', 1e6), ('milioni', 1e6), ('miljoen', 1e6), ('million', 1e6), ('duizend', 1e3),
         ('thousand', 1e3), ('mila', 1e3), ('tys.', 1e3), ('mln', 1e6), ('mld', 1e9), ('mil', 1e3),
         ('bin', 1e3), ('bn', 1e9), ('万', 1e4), ('亿', 1e8), ('k', 1e3), ('K', 1e3), ('m', 1e6)]
SPACES = ' \u00a0\u202f\u2009'
GROUP_DOT = ('it', 'nl', 'pt', 'tr')
GROUP_SPACE = ('pl',)
GROUP_COMMA = ('en', 'gb', 'zh', 'ja')
LOCALES = GROUP_DOT + GROUP_SPACE + GROUP_COMMA


def parse_num(text, loc):
    t = unicodedata.normalize('NFKC', text).strip()
    neg = False
    if t.startswith('(') and t.endswith(')'):
        neg, t = True, t[1:-1].strip()
    if t and t[0] in '−-–':
        neg, t = True, t[1:]
    elif t and t[0] == '+':
        t = t[1:]
    pct = False
    if t.startswith('%'):
        pct, t = True, t[1:]
    if t.endswith('%'):
        pct, t = True, t[:-1].rstrip(SPACES)
    mult = 1.0
    me = re.fullmatch(r'(.*\d)[eE]([-−]?\d+)', t)
    if me:
        t, mult = me.group(1), 10.0 ** int(me.group(2).replace('−', '-'))
    for suf, f in MULTS:
        if not me and t.endswith(suf) and (suf != 'm' or loc == 'gb'):
            mult, t = f, t[:-len(suf)]
            break
    t = t.strip(SPACES)
    if loc in GROUP_COMMA:
        rx, g, dcm = r'\d{1,3}(?:,\d{3})*(?:\.\d+)?|\d+(?:\.\d+)?', ',', '.'
    elif loc in GROUP_DOT:
        rx, g, dcm = r'\d{1,3}(?:\.\d{3})*(?:,\d+)?|\d+(?:,\d+)?', '.', ','
    elif loc in GROUP_SPACE:
        rx, g, dcm = r'\d{1,3}(?:[ \u00a0\u202f\u2009]\d{3})*(?:,\d+)?|\d+(?:,\d+)?', ' ', ','
    else:
        raise ValueError(loc)
    if not re.fullmatch(rx, t):
        raise ValueError(f'bad {loc} number {text!r}')
    t2 = re.sub('[ \u00a0\u202f\u2009]', '', t) if g == ' ' else t.replace(g, '')
    t2 = t2.replace(dcm, '.')
    dec = t2.split('.')[1] if '.' in t2 else ''
    v = float(t2) * mult
    unit = 10 ** (-len(dec)) * mult
    return (-v if neg else v), unit, pct


def relation(r, unit, v):
    d = abs(r - v)
    half = unit / 2
    eps = 1e-10 * max(1.0, abs(v))
    if abs(d - half) <= eps:
        return 'tie'
    return 'match' if d < half else 'no'


def matches_pool(r, unit, pool, scaled=True):
    facs = [1, -1]
    if scaled:
        facs += [100, -100, 0.01, -0.01]
    for v in pool:
        for f in facs:
            if relation(r, unit, v * f) in ('match', 'tie'):
                return v * f
    return None


_FL = r'(?:neg|loc=\w+|u=[\d.]+)'
FLAGS_RX = re.compile(r'\|(' + _FL + r'(?:,' + _FL + r')*)(?=~|$)')
MARK = re.compile(r'⟦([^⟦⟧@]+)@([^⟦⟧]+)⟧')
MONTHS = {
    1: ['jan', 'gen', 'sty', 'ocak'], 2: ['feb', 'fev', 'fév', 'lut', 'şub'], 3: ['mar', 'maa', 'marz'],
    4: ['apr', 'abr', 'kwi', 'nis'], 5: ['may', 'mag', 'mai', 'mei', 'maj', 'may'], 6: ['jun', 'giu', 'cze', 'haz'],
    7: ['jul', 'lug', 'lip', 'tem'], 8: ['aug', 'ago', 'sie', 'ağu'], 9: ['sep', 'set', 'wrz', 'eyl'],
    10: ['oct', 'okt', 'ott', 'out', 'paź', 'eki'], 11: ['nov', 'lis', 'kas'], 12: ['dec', 'dic', 'dez', 'gru', 'ara'],
}


def check_date(text, iso, case_id):
    errs = []
    if not any(iso in s for s in all_strings(case_id)):
        errs.append(f'date {iso} not in results of {case_id}')
    y, m, d = int(iso[:4]), int(iso[5:7]), int(iso[8:10])
    norm = unicodedata.normalize('NFKC', text)
    ints = [int(x) for x in re.findall(r'\d+', norm)]
    if d not in ints:
        errs.append(f'date text {text!r}: day {d} missing')
    four = [x for x in ints if x > 999]
    if four and four[0] != y:
        errs.append(f'date text {text!r}: year mismatch')
    low = norm.lower()
    words = re.findall(r'[^\W\d_]+', low)
    named = [mm for mm, ps in MONTHS.items() if any(w.startswith(p) for w in words for p in ps)]
    small = [x for x in ints if x <= 31]
    if named:
        if named != [m]:
            errs.append(f'date text {text!r}: months named {named} != {m}')
    else:
        if sorted(small[:2]) != sorted([d, m]) and not (len(small) == 1 and d == m):
            errs.append(f'date text {text!r}: day/month numbers {small} != {d},{m}')
    return errs


def fmt_expected(v):
    if v is None:
        return None
    s = f'{v:.4f}'.rstrip('0').rstrip('.')
    return '0' if s in ('-0', '') else s


def build_entry(e, idx):
    errs = []
    case_id, label, loc, src = e['c'], e['l'], e['loc'], e['t']
    if case_id not in CASES:
        return None, [f'unknown case {case_id}'], []
    if loc not in LOCALES:
        return None, [f'unknown locale {loc}'], []
    ns = namespace(case_id)
    pool, labels, inputs = case_pool(case_id)
    answer_parts, targets, checks = [], [], []
    last = cur_len = 0
    for m in MARK.finditer(src):
        answer_parts.append(src[last:m.start()])
        cur_len += len(src[last:m.start()])
        text, spec = m.group(1), m.group(2)
        checks.append((text, spec, cur_len))
        answer_parts.append(text)
        cur_len += len(text)
        last = m.end()
    answer_parts.append(src[last:])
    answer = ''.join(answer_parts)
    if '⟦' in answer or '⟧' in answer:
        errs.append('broken marker')

    for text, spec, start in checks:
        if spec.startswith('D:'):
            errs += check_date(text, spec[2:], case_id)
            continue
        is_target = spec.endswith('!')
        if is_target:
            spec = spec[:-1]
        flags = {}
        fm = FLAGS_RX.search(spec)
        if fm:
            spec = spec[:fm.start()] + spec[fm.end():]
            for f in fm.group(1).split(','):
                if '=' in f:
                    k, v = f.split('=')
                    flags[k.strip()] = v.strip()
                else:
                    flags[f.strip()] = True
        ref_s, src_s = spec.split('~', 1) if '~' in spec else (spec, None)
        try:
            r, unit, pct = parse_num(text, flags.get('loc', loc))
        except Exception as ex:
            errs.append(f'parse {text!r}: {ex}')
            continue
        if 'u' in flags:
            unit = float(flags['u'])
        if flags.get('neg'):
            r = -r
        try:
            ref = None if ref_s.strip() == 'None' else float(eval(ref_s, {}, dict(ns)))
            srcv = float(eval(src_s, {}, dict(ns))) if src_s else None
        except Exception as ex:
            errs.append(f'eval {spec!r}: {ex!r}')
            continue
        tag = f'{text!r}@{ref_s}'
        if not is_target:
            rel = relation(r, unit, ref)
            if rel != 'match':
                errs.append(f'faithful number {tag} = {r} vs {ref}: {rel}')
            if not any(abs(abs(ref) - abs(p) * f) < 1e-6 * max(1, abs(ref)) for p in pool
                       for f in (1, 100, 0.01)):
                errs.append(f'non-target {tag}: ref {ref} is not a raw tool value')
            continue
        targets.append((text, start, ref))
        exact = ref is not None and abs(round(ref / unit) * unit - ref) < 1e-9 * max(1, abs(ref))
        if label == 'faithful':
            errs.append('faithful answer has a target')
        elif label == 'invented':
            hit = matches_pool(r, unit, pool)
            if hit is not None:
                errs.append(f'invented {tag} matches tool value {hit}')
            if ref is not None:
                if relation(r, unit, ref) != 'no':
                    errs.append(f'invented {tag} matches meant value')
                if abs(r - ref) < 1.5 * unit and not exact:
                    errs.append(f'invented {tag} looks like a misrounding ({r} vs {ref})')
        elif label == 'misrounded':
            rel = relation(r, unit, ref)
            if rel != 'no' or exact or abs(r - ref) >= 2 * unit:
                errs.append(f'misrounded {tag}: r={r} ref={ref} unit={unit} rel={rel}')
        elif label == 'miscomputed':
            if relation(r, unit, ref) != 'no':
                errs.append(f'miscomputed {tag} is actually correct ({ref})')
            hit = matches_pool(r, unit, pool, scaled=False)
            if hit is not None:
                errs.append(f'miscomputed {tag} equals a tool value {hit}')
        elif label == 'derived':
            if relation(r, unit, ref) != 'match':
                errs.append(f'derived {tag}: {r} vs {ref} not matching')
            hit = matches_pool(r, unit, pool)
            if hit is not None:
                errs.append(f'derived {tag} equals a tool value {hit}')
        elif label in ('wrong_row', 'wrong_column', 'wrong_year', 'wrong_unit'):
            if srcv is None:
                errs.append(f'{label} {tag} needs ~SRC')
            else:
                if relation(r, unit, srcv) != 'match':
                    errs.append(f'{label} {tag}: {r} does not match source {srcv}')
                if label != 'wrong_unit' and relation(r, unit, ref) != 'no':
                    errs.append(f'{label} {tag}: also matches meant value {ref}')
                if label == 'wrong_unit' and not e.get('unit_note'):
                    errs.append('wrong_unit needs unit_note')
        elif label == 'wrong_sign':
            if ref == 0 or relation(r, unit, -ref) != 'match' or relation(r, unit, ref) != 'no':
                errs.append(f'wrong_sign {tag}: r={r} ref={ref}')
        else:
            errs.append(f'unknown label {label}')

    if label != 'faithful' and len(targets) != 1:
        errs.append(f'{label}: expected exactly 1 target, got {len(targets)}')

    masked = unicodedata.normalize('NFKC', MARK.sub(lambda m: '§' * len(m.group(1)), src))
    unmarked = []
    allow = set(str(a) for a in e.get('allow', []))
    for m in re.finditer(r'\d+(?:[.,]\d+)*', masked):
        tok = m.group()
        prev = masked[m.start() - 1] if m.start() > 0 else ''
        line_start = masked.rfind('\n', 0, m.start()) + 1
        before = masked[line_start:m.start()]
        nxt = masked[m.end():m.end() + 1]
        ok, why = False, ''
        if re.fullmatch(r'20(1\d|2\d)', tok):
            ok, why = True, 'year'
        elif nxt == '月' and re.fullmatch(r'\d{1,2}', tok) and 1 <= int(tok) <= 12:
            ok, why = True, 'cjk-month-label'
        elif prev.isalpha() and prev.isascii():
            ok, why = True, 'label-prefix'
        elif before.strip() == '' and nxt in ('.', ')'):
            ok, why = True, 'list-numbering'
        elif tok in inputs:
            ok, why = True, 'tool-input'
        elif tok in labels:
            ok, why = True, 'label-in-result'
        elif tok in allow:
            ok, why = True, 'allow'
        unmarked.append((tok, why))
        if not ok:
            errs.append(f'unmarked number {tok!r} not whitelisted')

    target = targets[0] if targets else None
    rec = {
        'id': f'b2-{idx:03d}', 'case': case_id, 'label': label,
        'target': target[0] if target else None,
        'target_at': target[1] if target else None,
        'expected': fmt_expected(target[2]) if target else None,
        'style': e['s'], 'answer': answer,
    }
    if target and answer[target[1]:target[1] + len(target[0])] != target[0]:
        errs.append('offset mismatch')
    return rec, errs, unmarked


def E(c, l, s, t, allow=(), unit_note=None):
    """style s starts with the locale code."""
    return dict(c=c, l=l, s=s, loc=s.split()[0], t=t, allow=list(allow), unit_note=unit_note)
