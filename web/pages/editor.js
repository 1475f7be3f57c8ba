// The position editor: #/editor/<game>?position=<text>&options=<words>. Every pit's seeds (+/−
// or typed), the side to move and the seeds captured; each change is checked by the server
// (POST /api/analysis, one line), whose reason is shown when it refuses the position. The
// address always carries the position, so it can be shared; "Analyse" opens the analysis board,
// and "Play this position against the engine" starts a game from it (the human plays the side
// to move), offered once the server has found it legal and not over. "Empty board" captures
// every seed, half each, so that it is legal at once.
import { pitName, pitIndex } from '../board/board.js';
import { getMeta, newGame } from '../lib/api/games.js';
import { explain, reason, ApiError } from '../lib/api/request.js';
import { analysePosition } from '../lib/api/study.js';
import { optionFields, copyText } from '../lib/forms.js';
import { t, num, parseCount } from '../lib/i18n.js';
import { analysisHref } from '../lib/links.js';
import { parsePosition, positionText, parseOptions, optionWords, changedOptions, emptyPosition, seedsOn, startPosition } from '../lib/position.js';
import { h, busy, sleep, sideName, notFound, resultPhrase, toast } from '../lib/ui.js';
import { titleOf } from '../lib/words.js';

// A count typed in a field, in any digits; 0 for what is none.
const count = (text) => {
  const n = parseCount(text);
  return Number.isFinite(n) ? n : 0;
};

export async function render(main, name, query = '') {
  const meta = await busy(getMeta());
  const rules = meta.games.find((g) => g.name === name);
  if (!rules) return notFound(main, t('analysis.noGame', { name }));
  const q = new URLSearchParams(query);
  let options = changedOptions(rules, parseOptions(q.get('options')));
  let pos = (q.get('position') && parsePosition(q.get('position'), rules)) || startPosition(rules, options);
  const given = q.get('position') && !parsePosition(q.get('position'), rules);

  // ---- the pits, as the board is drawn: North's rows on top, a..g from the left ----
  const inputs = new Map();
  const pitCell = (r, c) => {
    const pit = pitName(r, c);
    // Text, not a number field: a number field shows Latin digits on a page in Arabic-Indic ones.
    const input = h('input', { type: 'text', inputmode: 'numeric', maxLength: 3, dataset: { testid: 'pit-input', editPit: pit },
      'aria-label': t('editor.pit.label', { pit }), oninput: () => set(r, c, input.value, false) });
    inputs.set(pit, input);
    const step = (d) => set(r, c, pos.board[r][c] + d);
    return h('div.edit-pit', { dataset: { editPit: pit } },
      h('button', { type: 'button', dataset: { testid: 'pit-minus' }, 'aria-label': t('editor.pit.less', { pit }), onclick: () => step(-1) }, '−'),
      input,
      h('button', { type: 'button', dataset: { testid: 'pit-plus' }, 'aria-label': t('editor.pit.more', { pit }), onclick: () => step(1) }, '+'),
      h('small.muted', {}, pit));
  };
  const grid = h('div.edit-board', { dataset: { testid: 'editor-board' } },
    [...Array(rules.rows).keys()].reverse().map((r) => h(`div.edit-row${r >= rules.rows / 2 ? '.north' : '.south'}`, {},
      [...Array(rules.columns).keys()].map((c) => pitCell(r, c)))));
  const sideSel = h('select', { id: 'ed-side', dataset: { testid: 'editor-side' }, onchange: () => { pos.toMove = sideSel.value; changed(); } },
    ['south', 'north'].map((s) => h('option', { value: s }, sideName(s))));
  const capInput = (s) => h('input', { type: 'text', inputmode: 'numeric', maxLength: 3, id: `ed-cap-${s}`, dataset: { testid: `editor-captured-${s}` },
    oninput: (e) => { pos.captured[s] = count(e.target.value); changed(false); } });
  const caps = { south: capInput('south'), north: capInput('north') };
  const opts = optionFields(meta, 'ed-opt-');
  opts.draw(name);
  for (const input of opts.box.querySelectorAll('[data-option]')) if (options[input.dataset.option] !== undefined) input.value = options[input.dataset.option];
  opts.box.addEventListener('change', () => {
    const v = opts.values();
    if (v) {
      options = v;
      changed();
    }
  });
  const total = h('p.muted', { dataset: { testid: 'editor-total' } });
  const verdict = h('p.editor-check', { dataset: { testid: 'editor-check' }, role: 'status', 'aria-live': 'polite' });
  const linkField = h('input.link-field', { type: 'text', readOnly: true, dataset: { testid: 'editor-link' }, 'aria-label': t('analysis.share.label'),
    onfocus: () => linkField.select() });
  const btn = (testid, text, fn, cls = '') => h(`button${cls}`, { type: 'button', dataset: { testid }, onclick: fn }, text);
  const playBtn = h('button', { type: 'button', disabled: true, dataset: { testid: 'editor-play' }, 'aria-describedby': 'ed-play-why',
    onclick: () => playIt() }, t('editor.play'));
  const playWhy = h('p.muted', { id: 'ed-play-why', dataset: { testid: 'editor-play-why' } });

  main.append(h('section.editor', { dataset: { game: name } },
    h('h1', {}, t('editor.title', { game: titleOf(name, rules.title) })),
    h('p.muted', {}, `${t('editor.others')} `, meta.games.filter((g) => g.name !== name)
      .map((g) => h('a', { href: `#/editor/${g.name}` }, titleOf(g.name, g.title)))),
    given ? h('p.form-error', {}, t('editor.unreadable', { text: q.get('position') })) : '',
    h('div.card', {}, grid,
      h('div.edit-fields', {},
        h('div.field', {}, h('label', { for: 'ed-side' }, t('editor.toMove')), sideSel),
        h('div.field', {}, h('label', { for: 'ed-cap-south' }, t('editor.captured', { side: sideName('south') })), caps.south),
        h('div.field', {}, h('label', { for: 'ed-cap-north' }, t('editor.captured', { side: sideName('north') })), caps.north)),
      total,
      h('details', {}, h('summary', {}, t('home.ruleOptions')), opts.box),
      h('div.controls', {},
        btn('editor-start', t('editor.start'), () => { pos = startPosition(rules, options); changed(); }),
        btn('editor-empty', t('editor.empty'), () => { pos = emptyPosition(rules, options, pos.toMove); changed(); }),
        btn('editor-check-button', t('editor.check'), () => check()),
        btn('editor-analyse', t('play.links.analyse'), () => (location.hash = analysisHref(name, positionText(pos), optionWords(options))), '.primary'),
        playBtn),
      verdict,
      playWhy,
      h('div.link-row', {}, linkField, btn('editor-copy', t('analysis.share.copy'), () => copyText(linkField.value, linkField))))));

  function set(r, c, value, redraw = true) {
    pos.board[r][c] = typeof value === 'number' ? Math.max(0, value) : count(value);
    changed(redraw);
  }

  // Draws the fields (all but the one being typed in), the address, and asks the server.
  function changed(redraw = true) {
    for (const [pit, input] of inputs) {
      const [r, c] = pitIndex(pit);
      const v = num(pos.board[r][c]);
      if (redraw || document.activeElement !== input) input.value = v;
    }
    sideSel.value = pos.toMove;
    for (const s of ['south', 'north']) if (redraw || document.activeElement !== caps[s]) caps[s].value = num(pos.captured[s]);
    const n = seeds();
    total.textContent = t('editor.total', { board: n.board, south: pos.captured.south, north: pos.captured.north,
      count: n.all, game: n.game });
    const text = positionText(pos);
    const href = `#/editor/${name}?position=${encodeURIComponent(text)}&options=${encodeURIComponent(optionWords(options))}`;
    history.replaceState(null, '', `${location.pathname}${location.search}${href}`);
    linkField.value = `${location.origin}/${href}`;
    main.querySelector('section.editor').dataset.position = text;
    check();
  }

  // Playable when the server has just found the position legal and not over, or could not check
  // it (busy, a quota: the new game's route judges it again); refused or over: why not.
  function playable(state, side = null) {
    playBtn.disabled = !['ok', 'error'].includes(state);
    playBtn.dataset.state = state;
    playWhy.textContent = state === 'ok' ? t('editor.play.you', { side: sideName(side) })
      : state === 'error' ? t('editor.play.unchecked', { side: sideName(pos.toMove) })
        : state === 'over' ? t('editor.play.over') : state === 'checking' ? t('editor.checking') : t('editor.play.illegal');
  }

  async function playIt() {
    const start = positionText(pos);
    playBtn.disabled = true;
    try {
      const g = await busy(newGame({ game: name, options, human: pos.toMove, level: meta.levels.default, start }));
      location.hash = `#/play/${g.id}`;
    } catch (e) {
      toast(explain(e), 'error');
      check();
    }
  }

  // The seeds on the board, in all (captured too), and in the game by its options.
  function seeds() {
    const board = seedsOn(pos.board);
    return { board, all: board + pos.captured.south + pos.captured.north, game: seedsOn(startPosition(rules, options).board) };
  }

  let asked = 0;
  function check() {
    const seq = ++asked;
    // Seeds that do not add up to the game's are said here, as the server would, without asking
    // it: an edit under way is no refusal to log.
    const n = seeds();
    if (n.all !== n.game) {
      verdict.dataset.state = 'refused';
      verdict.textContent = t('editor.refused', { why: t('error.code.position-total',
        { total: n.all, board: n.board, south: pos.captured.south, north: pos.captured.north, expected: n.game }) });
      playable('refused');
      return Promise.resolve();
    }
    verdict.dataset.state = 'checking';
    verdict.textContent = t('editor.checking');
    playable('checking');
    return busy(async () => {
      await sleep(250); // typing asks once, when it pauses
      if (seq !== asked) return;
      const position = positionText(pos);
      try {
        const a = await analysePosition({ game: name, options, position, lines: 1 });
        if (seq !== asked) return;
        verdict.dataset.state = a.over ? 'over' : 'ok';
        verdict.textContent = a.over ? t('editor.over', { result: resultPhrase(a.result, name) }) : t('editor.legal', { side: sideName(a.to_move) });
        playable(verdict.dataset.state, a.to_move);
      } catch (e) {
        if (seq !== asked) return;
        verdict.dataset.state = e instanceof ApiError && e.status === 400 ? 'refused' : 'error';
        verdict.textContent = e instanceof ApiError && e.status === 400 ? t('editor.refused', { why: reason(e) }) : explain(e);
        playable(verdict.dataset.state);
      }
    });
  }

  changed();
  return () => asked++;
}
