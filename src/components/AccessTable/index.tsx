import type React from 'react';
import Link from '@docusaurus/Link';

import type { AccessRow } from '../../data-types/contract-reference';

export type { AccessRow };

/** Static table of state-changing functions and who may call them (data generated from the descriptions). */
export default function AccessTable({ rows, contract }: { rows: AccessRow[]; contract?: string }): React.JSX.Element {
  const shown = contract ? rows.filter((r) => r.contracts.includes(contract)) : rows;
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Function</th>
          <th scope="col">Who may call it</th>
          <th scope="col">What it does</th>
        </tr>
      </thead>
      <tbody>
        {shown.map((r) => (
          <tr key={`${r.contracts[0]}-${r.signature}`}>
            <td>
              <Link to={(contract && r.hrefs[contract]) || r.href}>
                <code>{r.signature.replace(/\(.*/, '')}</code>
              </Link>
              <div>
                <code style={{ fontSize: '0.75rem' }}>{r.selector}</code>
                {r.payable ? ' · payable' : ''}
              </div>
            </td>
            <td>
              {r.roles.join(', ')}
              {r.note ? `. ${r.note}` : ''}
            </td>
            <td>{r.summary}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
