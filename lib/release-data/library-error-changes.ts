import data from '../../content/releases/library-error-changes.json';
import type { LibraryErrorChanges } from '../../src/data-types/release-facts';
import { checkedData, list, object, record, text } from '../json-shape';

/** Reads content/releases/library-error-changes.json (its `_about` says what it holds), in the file's order. */
export function readLibraryErrorChanges(json: unknown): Record<string, LibraryErrorChanges> {
  const name = text(/^\w+$/, 'a library or error name');
  const rename = object<{ from: string; to: string }>({ from: name, to: name });
  const changes = object<LibraryErrorChanges>({ library: rename, renamed: list(rename), added: list(name), removed: list(name) });
  return checkedData('content/releases/library-error-changes.json', json, record(changes)) as Record<string, LibraryErrorChanges>;
}

/** Per release step of Lockup, the errors of its helper library that no ABI lists. */
export const LIBRARY_ERROR_CHANGES: Readonly<Record<string, LibraryErrorChanges>> = readLibraryErrorChanges(data);
