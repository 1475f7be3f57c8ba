// A refusal of the local backend, as the server's would be: a status and the body the server
// sends ({error, code, and the values the code names}); lib/api/request.js makes an ApiError
// of it. The engine's own words for a position it refuses get the server's codes where they
// say the same (so that the page says them in the reader's language).
export class LocalRefusal extends Error {
  constructor(status, body) {
    super(body.error);
    this.status = status;
    this.body = body;
  }
}

const CODES = [
  [/^seed total is (\d+) \(board (\d+), captured (\d+) \+ (\d+)\), expected (\d+)/, (m) =>
    ({ code: 'position-total', total: +m[1], board: +m[2], south: +m[3], north: +m[4], expected: +m[5] })],
  [/^position text needs 4 parts \(rows, side, captured by S, captured by N\), found (\d+)/, (m) => ({ code: 'position-parts', found: +m[1] })],
  [/^position has (\d+) rows, expected (\d+)/, (m) => ({ code: 'position-rows', found: +m[1], expected: +m[2] })],
  [/^row (\d+) has (\d+) pits, expected (\d+)/, (m) => ({ code: 'position-row-pits', row: +m[1], found: +m[2], expected: +m[3] })],
  [/^pit ([a-z]\d+): '(.*)' is not a seed count from 0 to (\d+)$/, (m) => ({ code: 'position-pit', pit: m[1], text: m[2], max: +m[3] })],
  [/^side to move '(.*)' is not S or N$/, (m) => ({ code: 'position-side', text: m[1] })],
  [/^captured by ([SN]): '(.*)' is not a seed count from 0 to (\d+)$/, (m) =>
    ({ code: 'position-captured', side: m[1] === 'S' ? 'south' : 'north', text: m[2], max: +m[3] })],
  [/^unknown game '([^']*)'/, (m) => ({ code: 'unknown-game', game: m[1] })],
];

// The engine's `error …` text as the server's 400.
export function refused(text, extra = {}) {
  for (const [re, values] of CODES) {
    const m = re.exec(text);
    if (m) return new LocalRefusal(400, { error: text, ...values(m), ...extra });
  }
  return new LocalRefusal(400, { error: text, ...extra });
}

export const notHere = (status, error, code) => new LocalRefusal(status, code ? { error, code } : { error });
