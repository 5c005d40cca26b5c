import type React from 'react';

import type { EntityIdsData as IdFormatData } from '../../data-types/release-facts';

const apiNames = { streams: 'Streams (Lockup and Flow)', airdrops: 'Airdrops' } as const;

/** The id format of every indexer entity, with an id the indexers' code documents, from generators/graphql-api/entity-ids.ts. */
export default function IdFormats({ data, entities }: { data: IdFormatData; entities?: string[] }): React.JSX.Element {
  const rows = data.formats.filter((f) => !entities || entities.includes(f.entity));
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Entity</th>
          <th scope="col">APIs</th>
          <th scope="col">Format</th>
          <th scope="col">Example</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((f) => (
          <tr key={`${f.entity}-${f.field ?? 'id'}-${f.apis.join()}`}>
            <td>
              {f.entity}
              {f.field === 'alias' ? (
                <>
                  {' '}
                  (<code>alias</code>)
                </>
              ) : null}
            </td>
            <td>{f.apis.map((a) => apiNames[a]).join(', ')}</td>
            <td>
              <code>{f.format}</code>
            </td>
            <td>
              <code style={{ wordBreak: 'break-all' }}>{f.example}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
