/**
 * A small checker of the Dart that ui_snippets.dart is made of (no Dart SDK on the machine): tokens
 * (comments, single-quoted strings with their escapes and $name interpolations, identifiers, numbers,
 * punctuation), balanced brackets, no reserved word as a name, no member of UiSnippets declared twice
 * and no key twice in one map literal (both compile errors). Answers the problems found.
 */
const RESERVED = new Set(
  'assert break case catch class const continue default do else enum extends false final finally for if in is new null rethrow return super switch this throw true try var void while with'.split(
    ' ',
  ),
);
const ESCAPES = new Set(['n', 'r', 't', '\\', "'", '$', 'b', 'f', 'v']);

interface Token {
  kind: 'string' | 'name' | 'number' | 'punct';
  text: string;
  line: number;
}

function tokenize(source: string, problems: string[]): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let line = 1;
  while (i < source.length) {
    const c = source.charAt(i);
    if (c === '\n') {
      line += 1;
      i += 1;
    } else if (/\s/.test(c)) i += 1;
    else if (source.startsWith('//', i)) {
      while (i < source.length && source[i] !== '\n') i += 1;
    } else if (c === "'") {
      let j = i + 1;
      for (;;) {
        const d = source[j];
        if (d === undefined || d === '\n') {
          problems.push(`line ${line}: unterminated string`);
          break;
        }
        if (d === "'") break;
        if (d === '\\') {
          const e = source[j + 1] ?? '';
          if (e === 'u') {
            const m = /^u\{[0-9a-fA-F]{1,6}\}|^u[0-9a-fA-F]{4}/.exec(source.slice(j + 1));
            if (!m) problems.push(`line ${line}: bad \\u escape`);
            j += 1 + (m?.[0].length ?? 1);
          } else {
            if (!ESCAPES.has(e)) problems.push(`line ${line}: unknown escape \\${e}`);
            j += 2;
          }
          continue;
        }
        if (d === '$') {
          if (!/^\$[A-Za-z_]\w*/.test(source.slice(j)))
            problems.push(`line ${line}: $ that is no interpolation`);
        }
        j += 1;
      }
      tokens.push({ kind: 'string', text: source.slice(i, j + 1), line });
      i = j + 1;
    } else if (/[A-Za-z_$]/.test(c)) {
      const m = /^[A-Za-z_$][\w$]*/.exec(source.slice(i));
      tokens.push({ kind: 'name', text: m?.[0] ?? c, line });
      i += m?.[0].length ?? 1;
    } else if (/\d/.test(c)) {
      const m = /^\d+(\.\d+)?/.exec(source.slice(i));
      tokens.push({ kind: 'number', text: m?.[0] ?? c, line });
      i += m?.[0].length ?? 1;
    } else {
      const m = /^(=>|\?\?|\?\[|\?\.|[{}()[\]<>;,:=?.])/.exec(source.slice(i));
      if (!m) problems.push(`line ${line}: unexpected character ${JSON.stringify(c)}`);
      tokens.push({ kind: 'punct', text: m?.[0] ?? c, line });
      i += m?.[0].length ?? 1;
    }
  }
  return tokens;
}

function checkBrackets(tokens: Token[], problems: string[]): void {
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  const stack: Token[] = [];
  for (const t of tokens) {
    if (t.kind !== 'punct') continue;
    const open = t.text === '?[' ? '[' : t.text;
    if (open === '(' || open === '[' || open === '{') stack.push({ ...t, text: open });
    else if (t.text in pairs) {
      const top = stack.pop();
      if (top?.text !== pairs[t.text])
        problems.push(`line ${t.line}: ${t.text} closes ${top?.text ?? 'nothing'}`);
    }
  }
  for (const t of stack) problems.push(`line ${t.line}: ${t.text} never closed`);
}

function checkNames(tokens: Token[], problems: string[]): void {
  const members = new Set<string>();
  let mapKeys: Set<string> | undefined;
  tokens.forEach((t, i) => {
    const next = tokens[i + 1];
    const prev = tokens[i - 1];
    if (t.kind === 'name' && prev?.text === 'get' && tokens[i - 2]?.text === 'String') {
      if (RESERVED.has(t.text)) problems.push(`line ${t.line}: reserved word ${t.text} as a getter`);
      if (members.has(t.text)) problems.push(`line ${t.line}: member ${t.text} declared twice`);
      members.add(t.text);
    }
    if (
      t.kind === 'name' &&
      prev?.text === 'String' &&
      tokens[i - 2]?.text === 'static' &&
      next?.text === '('
    ) {
      if (members.has(t.text)) problems.push(`line ${t.line}: member ${t.text} declared twice`);
      members.add(t.text);
    }
    if (t.kind === 'string' && next?.text === ':' && tokens[i + 2]?.text === '{') mapKeys = new Set();
    else if (t.kind === 'string' && next?.text === ':' && mapKeys) {
      if (mapKeys.has(t.text)) problems.push(`line ${t.line}: map key ${t.text} twice`);
      mapKeys.add(t.text);
    }
  });
}

export function dartProblems(source: string): string[] {
  const problems: string[] = [];
  const tokens = tokenize(source, problems);
  checkBrackets(tokens, problems);
  checkNames(tokens, problems);
  return problems;
}
