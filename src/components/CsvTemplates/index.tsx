import React, { type ReactNode } from 'react';
import Heading from '@theme/Heading';
import useBaseUrl from '@docusaurus/useBaseUrl';

import type { ColumnRule as CsvColumnRule, Template as CsvTemplate } from '../../data-types/csv-templates';
import { currentReleaseLabel, isProduct } from '@site/src/lib/releases';
import styles from './styles.module.css';

interface Props {
  /** The templates of `.generated/csv-templates/templates.json`. */
  templates: CsvTemplate[];
  downloadBase: string;
  /** Folder to show: "airdrops", "flow", "lockup/duration" or "lockup/range"; its first part names the product. */
  group: string;
}

function Rule({ rule }: { rule: CsvColumnRule }): ReactNode {
  const parts: ReactNode[] = [];
  if (rule.type) parts.push(<span key="t">{rule.type}</span>);
  if (rule.pattern)
    parts.push(
      <span key="p">
        matching <code>{rule.pattern}</code>
      </span>,
    );
  if (rule.enum)
    parts.push(
      <span key="e">
        one of{' '}
        {rule.enum.map((v, i) => (
          <React.Fragment key={v}>
            {i > 0 ? ', ' : ''}
            <code>{v}</code>
          </React.Fragment>
        ))}
      </span>,
    );
  if (rule.minLength !== null)
    parts.push(
      <span key="m">
        at least {rule.minLength} character{rule.minLength === 1 ? '' : 's'}
      </span>,
    );
  return (
    <>
      {parts.map((p, i) => (
        <React.Fragment key={i}>
          {i > 0 ? '; ' : ''}
          {p}
        </React.Fragment>
      ))}
    </>
  );
}

function TemplateBlock({ template, downloadBase, release }: { template: CsvTemplate; downloadBase: string; release: string }): ReactNode {
  const csvHref = useBaseUrl(downloadBase + template.file);
  const schemaHref = useBaseUrl(downloadBase + (template.schema?.file ?? ''));
  const anchor = `csv-${template.id.replace(/\//g, '-').toLowerCase()}`;
  const name = template.shapeName ?? template.shape;
  return (
    <section className={styles.template} aria-labelledby={anchor}>
      <Heading as="h3" id={anchor}>
        {name}
        {template.deprecated ? <span className={styles.badge}> (shape retired from the app's gallery)</span> : null}
      </Heading>
      <p className={styles.downloads}>
        <a href={csvHref} download>
          Download <code>{template.file.split('/').pop()}</code>
        </a>
        {template.schema ? (
          <>
            {' · '}
            <a href={schemaHref} download>
              schema <code>{template.schema.file.split('/').pop()}</code>
            </a>
          </>
        ) : null}
      </p>
      <p>
        {template.createMethods.length > 0 ? (
          <>
            Creates streams with {release}{' '}
            {template.createMethods.map((m, i) => (
              <React.Fragment key={m}>
                {i > 0 ? ' or ' : ''}
                <code>{m}</code>
              </React.Fragment>
            ))}
            .
          </>
        ) : (
          <>This shape has no creation function in {release}; the app offers it on later releases only.</>
        )}
      </p>
      {template.schema ? (
        <>
          {template.schema.matchedBy === 'columns' ? (
            <p>
              The package ships no schema under this template's name; the rules below come from{' '}
              <code>{template.schema.file.split('/').pop()}</code>, the schema in the same folder with exactly these columns.
            </p>
          ) : null}
          <table className={styles.rules}>
            <caption>Columns and the rules the schema states</caption>
            <thead>
              <tr>
                <th scope="col">Column</th>
                <th scope="col">Required</th>
                <th scope="col">Format</th>
                <th scope="col">Schema description</th>
              </tr>
            </thead>
            <tbody>
              {template.schema.rules.map((rule) => (
                <tr key={rule.column}>
                  <th scope="row">
                    <code>{rule.column}</code>
                  </th>
                  <td>{rule.required ? 'yes' : 'no'}</td>
                  <td>
                    <Rule rule={rule} />
                  </td>
                  <td>{rule.description ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <p>
          The package ships no schema for this template. Its columns are{' '}
          {template.columns.map((c, i) => (
            <React.Fragment key={c}>
              {i > 0 ? ', ' : ''}
              <code>{c}</code>
            </React.Fragment>
          ))}
          ; cells of the same name follow the formats described above.
        </p>
      )}
      <div className={styles.scroll}>
        <table className={styles.preview}>
          <caption>
            Preview of <code>{template.file.split('/').pop()}</code>
          </caption>
          <thead>
            <tr>
              {template.columns.map((c) => (
                <th key={c} scope="col">
                  <code>{c}</code>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {template.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) => (
                  <td key={c}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The CSV templates of one folder of the package: download links, rules from the schema, a preview. */
export default function CsvTemplates({ templates, downloadBase, group }: Props): ReactNode {
  const shown = templates.filter((t) => t.group === group);
  if (shown.length === 0) throw new Error(`CsvTemplates: no template in group "${group}"`);
  const product = group.split('/')[0] ?? '';
  if (!isProduct(product)) throw new Error(`CsvTemplates: group "${group}" names no product`);
  // The templates' creation functions are those of the product's current release.
  const release = currentReleaseLabel(product);
  return (
    <div data-csv-group={group}>
      {shown.map((t) => (
        <TemplateBlock key={t.id} template={t} downloadBase={downloadBase} release={release} />
      ))}
    </div>
  );
}
