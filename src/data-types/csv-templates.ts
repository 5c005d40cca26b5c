/**
 * Shape of the CSV templates' data, which generators/csv-templates writes and the CsvTemplates
 * component reads.
 */

/** What the CSV support page shows about one column, taken from the template's JSON schema. */
export interface ColumnRule {
  column: string;
  required: boolean;
  type: string | null;
  pattern: string | null;
  enum: string[] | null;
  minLength: number | null;
  description: string | null;
  /** The shared definition in common.schema.json the column refers to, if any (e.g. "timestamp"). */
  definition: string | null;
}

export interface TemplateSchema {
  /** Path of the schema inside csv/evm. */
  file: string;
  title: string | null;
  description: string | null;
  /** "name": same file name as the CSV; "columns": the only schema in the folder with exactly these columns. */
  matchedBy: 'name' | 'columns';
  additionalProperties: boolean | null;
  rules: ColumnRule[];
}

export interface Template {
  /** Path inside csv/evm without extension, e.g. "lockup/duration/cliff". */
  id: string;
  /** Path of the CSV inside csv/evm. */
  file: string;
  /** Folder: "airdrops", "flow", "lockup/duration" or "lockup/range". */
  group: string;
  shape: string;
  shapeName: string | null;
  deprecated: boolean;
  /** Functions of the product's current release that create this shape (empty: not in that release). */
  createMethods: string[];
  columns: string[];
  rows: string[][];
  schema: TemplateSchema | null;
}
