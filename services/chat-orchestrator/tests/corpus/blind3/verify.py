"""Independent verifier for blind3.jsonl (does not use the authoring markers or lib.py).

Reads only blind3.jsonl, tool_results.json overlaid by tool_results_at_writing.json (by case id)
and cases.json. Checks: JSON/schema, unique ids, known cases, label set, target offsets; tokenises
every number of an answer in the answer's locale (style's first word), masking dates/times/CJK
month labels; every non-target number must be a tool value of the case (abs, x1 or x100) at its
shown precision, or non-data (year, tool-input parameter, number inside a result label, list
numbering / rank cell). The target must be wrong in the labelled way. Non-target failures are
ERRORS here (stricter than the first blind set's verifier).
"""
import json, re, sys, collections, unicodedata, os

CORPUS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HERE = os.path.dirname(os.path.abspath(__file__))
_A = json.load(open(f'{CORPUS}/tool_results.json'))['cases']
_B = {c['id']: c for c in json.load(open(f'{CORPUS}/tool_results_at_writing.json'))['cases']}
TR = {c['id']: _B.get(c['id'], c) for c in _A}
CS = {c['id']: c for c in json.load(open(f'{CORPUS}/cases.json'))['cases']}
LABELS = {'faithful', 'invented', 'misrounded', 'miscomputed', 'derived', 'wrong_row',
          'wrong_column', 'wrong_year', 'wrong_sign', 'wrong_unit'}
KEYS = ['id', 'case', 'label', 'target', 'target_at', 'expected', 'style', 'answer']
TEXT_KEYS = ('model_response', 'caveat', 'title')
LABEL_KEYS = ('h', 'dow', 'm', 'shop', 'item.name', 'label', 'name')


def pool_of(case):
    vals, labels = set(), set()
    def walk(x, key=None):
        if isinstance(x, bool) or x is None:
            return
        if isinstance(x, (int, float)):
            vals.add(float(x))
        elif isinstance(x, dict):
            for k, v in x.items():
                walk(v, k)
        elif isinstance(x, list):
            for v in x:
                walk(v, key)
        elif isinstance(x, str):
            if key in TEXT_KEYS:
                vals.update(float(m) for m in re.findall(r'\d+(?:\.\d+)?', x))
            elif key in LABEL_KEYS:
                labels.update(re.findall(r'\d+', x))
    for cl in TR[case]['calls']:
        walk(cl['result'])
    inputs = set(re.findall(r'\d+(?:\.\d+)?', json.dumps([cl['input'] for cl in CS[case]['calls']])))
    return vals, labels, inputs


MONTHW = ('january|february|march|april|may|june|july|august|september|october|november|december|'
          'jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|'
          'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|'
          'januar|februar|märz|mai|juni|juli|oktober|dezember|'
          'janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre|'
          'января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря|'
          'januari|februari|maj|augusti|'
          'ledna|února|března|dubna|května|června|července|srpna|září|října|listopadu|prosince|'
          'ιανουαρίου|φεβρουαρίου|μαρτίου|απριλίου|μαΐου|ιουνίου|ιουλίου|αυγούστου|σεπτεμβρίου|οκτωβρίου|νοεμβρίου|δεκεμβρίου|'
          'जनवरी|फ़रवरी|फरवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर|'
          'يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر')
M = r'(?:' + MONTHW + r')(?![^\W\d_])'
DATE_PATTERNS = [
    r'\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}:\d{2}\+\d{2}:\d{2})?',
    r'\d{1,2}월\s?\d{1,2}일', r'(?<!\d)\d{1,2}월',
    r'(?<![\d.,])(?:0?[1-9]|[12]\d|3[01])\.\s?(?:0?[1-9]|1[0-2])\.(?:\s?\d{4})?(?![\d,])',
    r'(?<![\d.,/])\d{1,2}/\d{1,2}(?:/\d{4})?(?![\d/])',
    r'(?<![\d.,])\d{1,2}(?:\.|η)?\s(?:de\s)?' + M + r'(?:\s(?:de\s)?\d{4})?',
    r'(?<![^\W\d_])' + M + r'\s\d{1,2}(?:,\s\d{4})?(?!\d)',
    r'\d{2}:\d{2}(?:\s?[–-]\s?\d{2}:\d{2})?',
]
# locale -> (grouping family, magnitude suffixes, Indian lakh grouping allowed)
LOC = {
    'in': ('comma', [('crore', 1e7), ('lakh', 1e5), ('k', 1e3)], True),
    'au': ('comma', [('bn', 1e9), ('k', 1e3), ('m', 1e6)], False),
    'sg': ('comma', [('k', 1e3), ('K', 1e3)], False),
    'es': ('dot', [('millones', 1e6), ('mil', 1e3)], False),
    'mx': ('comma', [('millones', 1e6), ('mil', 1e3)], False),
    'de': ('dot', [('Mio.', 1e6), ('Tsd.', 1e3), ('Tausend', 1e3)], False),
    'ch': ('apos', [('Mio.', 1e6), ('Tsd.', 1e3)], False),
    'fr': ('space', [('millions', 1e6), ('k', 1e3)], False),
    'ru': ('space', [('тыс.', 1e3), ('млн', 1e6)], False),
    'sv': ('space', [('miljoner', 1e6), ('milj.', 1e6), ('tusen', 1e3)], False),
    'cs': ('space', [('tis.', 1e3), ('mil.', 1e6)], False),
    'el': ('dot', [('εκατ.', 1e6), ('χιλ.', 1e3)], False),
    'ko': ('comma', [('만', 1e4), ('억', 1e8)], False),
    'hi': ('comma', [('करोड़', 1e7), ('लाख', 1e5), ('हज़ार', 1e3)], True),
    'ar': ('comma', [('مليون', 1e6), ('ألف', 1e3)], False),
}
GROUP = {
    'comma': r'\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?',
    'dot': r'\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:,\d+)?|\d+(?:,\d+)?',
    'space': r'\d{1,3}(?:[ \u00a0\u202f\u2009]\d{3})+(?:,\d+)?|\d+(?:,\d+)?',
    'apos': r"\d{1,3}(?:[’']\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?",
}
INDIAN = r'\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d+)?'
APPROX = re.compile(r'(~|≈|about|around|roughly|approximately|nearly|almost|rund|etwa|environ|около|ungefär|cerca|약|लगभग|حوالي)\s*\S{0,3}$', re.I)


def norm1(s):
    """1:1 normalisation keeping offsets: any Unicode decimal digit -> ASCII, Arabic separators/percent."""
    out = []
    for ch in s:
        d = unicodedata.decimal(ch, None)
        if d is not None:
            out.append(str(d))
        elif ch in '٫٬٪':
            out.append({'٫': '.', '٬': ',', '٪': '%'}[ch])
        else:
            n = unicodedata.normalize('NFKC', ch)
            out.append(n if len(n) == 1 else ch)
    return ''.join(out)


def tokens(answer, loc):
    masked = norm1(answer)
    for p in DATE_PATTERNS:
        masked = re.sub(p, lambda m: '#' * len(m.group()), masked, flags=re.I)
    g, sfx, indian = LOC[loc]
    grp = (INDIAN + '|' if indian else '') + GROUP[g]
    sx = '|'.join(re.escape(s) for s, _ in sfx)
    rx = re.compile(r'(?<![A-Za-z0-9_.,’\'#])(?:' + grp + r')'
                    r'(?:\s?(?:' + sx + r')(?![A-Za-z]))?(?:\s?%)?')
    return [(m.start(), m.group()) for m in rx.finditer(masked)], masked


def value(tok, loc):
    t = tok.rstrip('%').strip()
    mult = 1.0
    for suf, f in LOC[loc][1]:
        if t.endswith(suf):
            t, mult = t[:-len(suf)].strip(), f
            break
    g = LOC[loc][0]
    if g in ('comma', 'apos'):
        t = re.sub(r"[,’']", '', t)
    else:
        t = re.sub(r'[ .\u00a0\u202f\u2009]', '', t).replace(',', '.')
    dec = len(t.split('.')[1]) if '.' in t else 0
    return float(t) * mult, 10 ** -dec * mult


def close(r, unit, v):
    return abs(r - v) < unit / 2 + 1e-9 * max(1, abs(v))


def in_pool(r, unit, pool, facs=(1, 100)):
    for v in pool:
        for f in facs:
            if close(abs(r), unit, abs(v) * f):
                return v * f
    return None


def main(path=os.path.join(os.path.dirname(HERE), 'blind3.jsonl')):
    errs, recs, review = [], [], []
    for n, line in enumerate(open(path, encoding='utf-8').read().splitlines(), 1):
        try:
            recs.append(json.loads(line))
        except Exception as ex:
            errs.append(f'line {n}: invalid JSON {ex}')
    ids = [r['id'] for r in recs]
    if len(ids) != len(set(ids)):
        errs.append('duplicate ids')
    for r in recs:
        rid = r.get('id')
        if list(r.keys()) != KEYS:
            errs.append(f'{rid}: keys {list(r.keys())}')
        if not rid.startswith('b3-'):
            errs.append(f'{rid}: id prefix')
        if r['case'] not in CS or r['case'] not in TR:
            errs.append(f'{rid}: unknown case')
            continue
        if r['label'] not in LABELS:
            errs.append(f'{rid}: bad label')
        a = r['answer']
        L = r['label']
        if L == 'faithful':
            if r['target'] is not None or r['target_at'] is not None or r['expected'] is not None:
                errs.append(f'{rid}: faithful with target')
        else:
            if not isinstance(r['target'], str) or not isinstance(r['target_at'], int):
                errs.append(f'{rid}: missing target')
                continue
            if a[r['target_at']:r['target_at'] + len(r['target'])] != r['target']:
                errs.append(f'{rid}: target offset mismatch')
        loc = r['style'].split()[0]
        if loc not in LOC:
            errs.append(f'{rid}: unknown locale {loc}')
            continue
        vals, labels, inputs = pool_of(r['case'])
        toks, masked = tokens(a, loc)
        found_target = None
        for start, tok in toks:
            try:
                v, unit = value(tok, loc)
            except Exception as ex:
                errs.append(f'{rid}: cannot parse {tok!r}: {ex}')
                continue
            if r['target_at'] is not None and start < r['target_at'] + len(r['target']) and r['target_at'] < start + len(tok):
                found_target = (start, tok)
                continue
            raw = tok.rstrip('%').strip()
            if re.fullmatch(r'20(19|2\d)', raw) or raw in inputs or raw in labels:
                continue
            line_start = masked.rfind('\n', 0, start) + 1
            before = masked[line_start:start].strip()
            after = masked[start + len(tok):start + len(tok) + 2]
            if re.fullmatch(r'\d', raw) and ((before == '' and after[:1] in '.)') or (before == '|' and after == ' |')):
                if in_pool(v, unit, vals) is not None or before == '':
                    continue  # list numbering / rank cell
            if re.fullmatch(r'\d', raw) and re.match(r'\.\s[^\W\d_]', masked[start + len(tok):start + len(tok) + 3]):
                continue  # ordinal such as "1. čtvrtletí", "2. pololetí"
            units = [unit]
            if re.fullmatch(r'\d+0+', raw) and APPROX.search(masked[max(0, start - 20):start]):
                tz = len(raw) - len(raw.rstrip('0'))
                units += [unit * 10 ** k for k in range(1, tz + 1)]
            if not any(in_pool(v, u, vals) is not None for u in units):
                errs.append(f'{rid} {r["case"]} {L}: non-target {tok!r} is not a tool value / non-data')
        if L == 'faithful':
            continue
        if not found_target:
            errs.append(f'{rid}: target {r["target"]!r} not found by tokenizer')
            continue
        tok = found_target[1]
        if norm1(r['target']).lstrip('−-+(%').rstrip(')').strip() != tok.strip() and \
                norm1(r['target']).lstrip('−-+(%').rstrip(')').strip().lstrip('%') != tok.strip():
            review.append(f'{rid}: target {r["target"]!r} vs token {tok!r}')
        v, unit = value(tok, loc)
        exp = None if r['expected'] is None else float(r['expected'])
        hit = in_pool(v, unit, vals)
        if L == 'invented':
            if hit is not None:
                errs.append(f'{rid}: invented target {tok} is a tool value {hit}')
            near = [x * f for x in vals for f in (1, 100, 0.01) if abs(v - abs(x) * f) < 3 * unit]
            if near:
                errs.append(f'{rid}: invented target {tok} is within 3 display units of tool value {near[0]}')
            if exp is not None and abs(v - abs(exp)) < 1.5 * unit:
                errs.append(f'{rid}: invented target {tok} is within 1.5 units of {exp}')
        if L in ('misrounded', 'miscomputed', 'invented') and exp is not None and close(v, unit, abs(exp)):
            errs.append(f'{rid}: {L} target {tok} equals expected {exp}')
        if L == 'derived' and not close(v, unit, abs(exp)):
            errs.append(f'{rid}: derived {tok} != {exp}')
        if L in ('derived', 'miscomputed') and in_pool(v, unit, vals, (1,)) is not None:
            errs.append(f'{rid}: {L} target {tok} is a raw tool value')
        if L == 'derived' and hit is not None:
            errs.append(f'{rid}: derived target {tok} is a (scaled) tool value {hit}')
        if L == 'misrounded' and not (abs(v - abs(exp)) < 2 * unit):
            errs.append(f'{rid}: misrounded target {tok} too far from {exp}')
        if L in ('wrong_row', 'wrong_column', 'wrong_year'):
            if hit is None:
                errs.append(f'{rid}: {L} target {tok} is not a tool value')
            if close(v, unit, abs(exp)):
                errs.append(f'{rid}: {L} target equals expected')
        if L == 'wrong_sign':
            if not close(v, unit, abs(exp)):
                errs.append(f'{rid}: wrong_sign magnitude {tok} vs {exp}')
            s = max(0, r['target_at'] - 25)
            review.append(f'{rid} wrong_sign (expected {exp}): ...{a[s:r["target_at"] + len(r["target"]) + 10]!r}')
        if L == 'wrong_unit':
            if in_pool(v, unit, vals, (1, 100, 0.01, 10, 1000, 0.001)) is None:
                errs.append(f'{rid}: wrong_unit number {tok} is not a real value at any scale')
            s = max(0, r['target_at'] - 20)
            review.append(f'{rid} wrong_unit (expected {exp}): ...{a[s:r["target_at"] + len(r["target"]) + 20]!r}')
    cases_hit = collections.Counter(r['case'] for r in recs)
    missing = set(CS) - set(cases_hit)
    if missing:
        errs.append(f'cases without answers: {sorted(missing)}')
    labs = collections.Counter(r['label'] for r in recs)
    print('records', len(recs), 'cases', len(cases_hit), 'answers/case', min(cases_hit.values()), '-', max(cases_hit.values()))
    print('labels', dict(labs))
    print('faithful share', round(labs['faithful'] / len(recs), 3))
    for k, n in labs.items():
        if k != 'faithful' and n < 10:
            errs.append(f'label {k} has only {n} answers')
    for x in review:
        print('REVIEW', x)
    for e in errs:
        print('ERROR', e)
    print('errors', len(errs))
    return 1 if errs else 0


if __name__ == '__main__':
    sys.exit(main(*sys.argv[1:]))
