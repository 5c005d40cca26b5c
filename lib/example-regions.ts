import type { ExampleText } from '../src/data-types/examples';
export type { ExampleText } from '../src/data-types/examples';
/**
 * Named excerpts of an example file shown on pages: the lines between `// #region name` and `// #endregion name`.
 * Regions may nest or overlap; marker lines are left out of the whole source and of every region, and each region
 * loses the indentation its lines share, so an excerpt from inside a function reads from the left margin.
 * The TypeScript and Solidity example generators both use it.
 */

const MARKER = /^\s*\/\/ #(region|endregion) ([\w-]+)\s*$/;

export function splitRegions(path: string, text: string): ExampleText {
  const shown: string[] = [];
  const open = new Map<string, string[]>();
  const regions: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const marker = MARKER.exec(line);
    if (!marker) {
      shown.push(line);
      for (const body of open.values()) body.push(line);
      continue;
    }
    const [, kind, name] = marker as unknown as [string, 'region' | 'endregion', string];
    if (kind === 'region') {
      if (open.has(name) || name in regions) throw new Error(`${path}: region "${name}" appears twice`);
      open.set(name, []);
    } else {
      const body = open.get(name);
      if (!body) throw new Error(`${path}: "#endregion ${name}" does not close an open region`);
      regions[name] = dedent(body).join('\n').trim() + '\n';
      open.delete(name);
    }
  }
  if (open.size > 0) throw new Error(`${path}: region(s) ${[...open.keys()].map((n) => `"${n}"`).join(', ')} never closed`);
  return { path, source: shown.join('\n').trimEnd() + '\n', regions };
}

function dedent(lines: string[]): string[] {
  const indents = lines.filter((l) => l.trim() !== '').map((l) => /^ */.exec(l)![0].length);
  const cut = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(cut));
}
