import type React from 'react';

/**
 * One row of `.generated/release-facts/entity-ids.json` (plugins/graphql-api/entity-ids.ts). The APIs of a format
 * are `apis` since the indexers serve the streams and airdrops APIs; data written before that names the site's
 * sections instead (`sections`), and both are labelled here.
 */
interface IdFormatRow {
  entity: string;
  field?: string;
  apis?: readonly string[];
  sections?: readonly string[];
  format: string;
  example: string;
}

const apiNames: Record<string, string> = { streams: 'Streams', airdrops: 'Airdrops', lockup: 'Lockup', flow: 'Flow' };

export default function IdFormats({
  data,
  entities,
}: {
  data: { formats: readonly IdFormatRow[] };
  entities?: string[];
}): React.JSX.Element {
  const rows = data.formats.filter((f) => !entities || entities.includes(f.entity));
  const apisOf = (f: IdFormatRow) => f.apis ?? f.sections ?? [];
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
          <tr key={`${f.entity}-${f.field ?? 'id'}-${apisOf(f).join()}`}>
            <td>
              {f.entity}
              {f.field === 'alias' ? (
                <>
                  {' '}
                  (<code>alias</code>)
                </>
              ) : null}
            </td>
            <td>
              {apisOf(f)
                .map((api) => apiNames[api] ?? api)
                .join(', ')}
            </td>
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
