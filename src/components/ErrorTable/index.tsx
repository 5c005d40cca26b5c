import type React from 'react';
import { useId, useState } from 'react';
import Link from '@docusaurus/Link';
import type { ErrorRow } from '../../data-types/contract-reference';
import styles from './styles.module.css';

/** Accepts a selector (with or without 0x, or full revert data) or any part of a name. */
export function matches(row: ErrorRow, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const hex = q.replace(/^0x/, '');
  if (/^[0-9a-f]{4,}$/.test(hex)) {
    const sel = row.selector.slice(2);
    return hex.length >= 8 ? hex.startsWith(sel) : sel.startsWith(hex);
  }
  return `${row.name} ${row.protocol} ${row.releases.join(' ')} ${row.raisedBy.join(' ')}`.toLowerCase().includes(q);
}

export default function ErrorTable({ rows }: { rows: ErrorRow[] }): React.JSX.Element {
  const [query, setQuery] = useState('');
  const id = useId();
  const shown = rows.filter((r) => matches(r, query));
  return (
    <div>
      <label htmlFor={id} className={styles.label}>
        Filter by selector (paste 0x… revert data) or by name
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        value={query}
        placeholder="0x… or error name"
        onChange={(e) => setQuery(e.target.value)}
        autoComplete="off"
        spellCheck={false}
      />
      <p aria-live="polite" className={styles.count}>
        {shown.length} of {rows.length} errors
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Selector</th>
            <th scope="col">Error</th>
            <th scope="col">Raised by</th>
            <th scope="col">What triggers it, and the fix</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((r) => (
            <tr key={`${r.protocol}-${r.name}-${r.releases[0]}`}>
              <td>
                <code>{r.selector}</code>
              </td>
              <td>
                <Link to={r.href}>
                  <code>{r.name}</code>
                </Link>
                <div className={styles.sig}>
                  <code>{r.declaration}</code>
                </div>
              </td>
              <td>
                {r.releases.join(', ')}: {r.raisedBy.join(', ')}
              </td>
              <td>
                {r.text} <strong>Fix:</strong> {r.fix}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
