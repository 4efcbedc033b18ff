/**
 * A small Markdown reader for the assistant's replies: the subset a scriptwriter answers with
 * (paragraphs, headings, bullet and numbered lists, block quotes, rules, fenced code blocks;
 * bold, italic and inline code). It produces plain data that `markdown-view.tsx` turns into
 * React elements, so no HTML from the model is ever injected into the page. Links and raw HTML
 * stay text. A well-kept library (react-markdown) can replace it once dependencies can change.
 */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] };

export type Block =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; level: number; text: string }
  | { type: 'list'; ordered: boolean; start: number; items: string[] }
  | { type: 'quote'; blocks: Block[] }
  | { type: 'code'; language: string; code: string }
  | { type: 'rule' };

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([^\s`]*)/;
const HEADING = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const RULE = /^ {0,3}([-*_])(\s*\1){2,}\s*$/;
const QUOTE = /^ {0,3}> ?(.*)$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,9})[.)]\s+(.*)$/;

const startsBlock = (line: string) =>
  FENCE.test(line) ||
  HEADING.test(line) ||
  RULE.test(line) ||
  QUOTE.test(line) ||
  BULLET.test(line) ||
  NUMBERED.test(line);

export function parseBlocks(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[1] ?? '```';
      const body: string[] = [];
      i += 1;
      // An unclosed fence (a reply cut at max_tokens) runs to the end.
      while (i < lines.length && !(lines[i] ?? '').trimStart().startsWith(marker)) {
        body.push(lines[i] ?? '');
        i += 1;
      }
      i += 1;
      blocks.push({ type: 'code', language: fence[2] ?? '', code: `${body.join('\n')}\n` });
      continue;
    }
    if (!line.trim()) {
      i += 1;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ type: 'heading', level: heading[1]?.length ?? 1, text: heading[2] ?? '' });
      i += 1;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ type: 'rule' });
      i += 1;
      continue;
    }
    if (QUOTE.test(line)) {
      const quoted: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i] ?? '')) {
        quoted.push(QUOTE.exec(lines[i] ?? '')?.[1] ?? '');
        i += 1;
      }
      blocks.push({ type: 'quote', blocks: parseBlocks(quoted.join('\n')) });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (bullet || numbered) {
      const ordered = !bullet;
      const itemPattern = ordered ? NUMBERED : BULLET;
      const items: string[] = [];
      while (i < lines.length) {
        const current = lines[i] ?? '';
        const item = itemPattern.exec(current);
        if (item) {
          items.push((ordered ? item[2] : item[1]) ?? '');
        } else if (current.trim() && !startsBlock(current) && items.length > 0) {
          // A continuation line belongs to the item above it.
          items[items.length - 1] = `${items.at(-1)} ${current.trim()}`;
        } else if (!current.trim() && itemPattern.test(lines[i + 1] ?? '')) {
          // A blank line between items keeps the list going.
        } else {
          break;
        }
        i += 1;
      }
      blocks.push({ type: 'list', ordered, start: Number(numbered?.[1] ?? 1), items });
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length && (lines[i] ?? '').trim() && !startsBlock(lines[i] ?? '')) {
      paragraph.push((lines[i] ?? '').trim());
      i += 1;
    }
    blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
  }
  return blocks;
}

const isWordChar = (char: string | undefined) => !!char && /[\p{L}\p{N}]/u.test(char);

/** Bold (`**`, `__`), italic (`*`, `_`) and inline code; anything unmatched stays text. */
export function parseInline(text: string): Inline[] {
  const result: Inline[] = [];
  let plain = '';
  const flush = () => {
    if (plain) result.push({ type: 'text', text: plain });
    plain = '';
  };
  let i = 0;
  while (i < text.length) {
    const char = text[i] ?? '';
    if (char === '`') {
      const ticks = /^`+/.exec(text.slice(i))?.[0] ?? '`';
      const end = text.indexOf(ticks, i + ticks.length);
      if (end > i) {
        flush();
        result.push({ type: 'code', text: text.slice(i + ticks.length, end).trim() });
        i = end + ticks.length;
        continue;
      }
      plain += ticks;
      i += ticks.length;
      continue;
    }
    if (char === '*' || char === '_') {
      const double = text[i + 1] === char;
      const marker = double ? char + char : char;
      const after = text[i + marker.length];
      // `_` inside a word (snake_case) is not emphasis.
      const opens =
        after !== undefined && after !== ' ' && !(char === '_' && isWordChar(text[i - 1]));
      const end = opens ? findClosing(text, marker, i + marker.length) : -1;
      if (end > i + marker.length) {
        flush();
        const children = parseInline(text.slice(i + marker.length, end));
        result.push(double ? { type: 'strong', children } : { type: 'em', children });
        i = end + marker.length;
        continue;
      }
    }
    plain += char;
    i += 1;
  }
  flush();
  return result;
}

function findClosing(text: string, marker: string, from: number): number {
  let at = text.indexOf(marker, from);
  while (at !== -1) {
    const before = text[at - 1];
    const after = text[at + marker.length];
    const closes =
      before !== ' ' &&
      // A single marker must not be half of a double one.
      (marker.length === 2 || after !== marker) &&
      !(marker[0] === '_' && isWordChar(after));
    if (closes) return at;
    at = text.indexOf(marker, at + marker.length);
  }
  return -1;
}
