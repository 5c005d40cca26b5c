/**
 * Checks a JSON data file's shape as it is read, so that a wrong edit fails at once, naming the file, the place in
 * it and what was expected, instead of surfacing later as an odd page or a silent gap. Keys that start with `_` are
 * notes for whoever edits the file and are skipped. Node-side only: the browser reads the release list unchecked.
 */
export type Shape<T> = (value: unknown, at: string) => T;

class ShapeError extends Error {}

function fail(at: string, expected: string, value: unknown): never {
  const place = at || 'the file';
  if (value === undefined) throw new ShapeError(`${place} is missing: it must be ${expected}`);
  throw new ShapeError(`${place} must be ${expected}, not ${JSON.stringify(value)}`);
}

const child = (at: string, key: string | number): string => (typeof key === 'number' ? `${at}[${key}]` : at ? `${at}.${key}` : key);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function text(pattern?: RegExp, expected = pattern ? `text matching ${pattern}` : 'text'): Shape<string> {
  return (value, at) => (typeof value === 'string' && (!pattern || pattern.test(value)) ? value : fail(at, expected, value));
}

/** A release version as the package names it: "v4.0". */
export const version = text(/^v\d+\.\d+$/, 'a version such as "v4.0"');

/** One of a fixed set of names. */
export function oneOf<K extends string>(names: readonly K[]): Shape<K> {
  return (value, at) => ((names as readonly unknown[]).includes(value) ? (value as K) : fail(at, `one of ${names.join(', ')}`, value));
}

export function list<T>(item: Shape<T>): Shape<T[]> {
  return (value, at) => (Array.isArray(value) ? value.map((v, i) => item(v, child(at, i))) : fail(at, 'a list', value));
}

/** A fixed-length list whose items have their own shapes: `[version, contract]`. */
export function tuple<A, B>(first: Shape<A>, second: Shape<B>): Shape<[A, B]> {
  return (value, at) =>
    Array.isArray(value) && value.length === 2
      ? [first(value[0], child(at, 0)), second(value[1], child(at, 1))]
      : fail(at, 'a list of two', value);
}

/** A value that may be null. */
export function nullable<T>(shape: Shape<T>): Shape<T | null> {
  return (value, at) => (value === null ? null : shape(value, at));
}

/** An object with exactly these fields. */
export function object<T extends object>(fields: { [K in keyof T]: Shape<T[K]> }): Shape<T> {
  return (value, at) => {
    if (!isObject(value)) return fail(at, 'an object', value);
    for (const key of Object.keys(value))
      if (!key.startsWith('_') && !(key in fields))
        throw new ShapeError(`${child(at, key)} is not a field here (${Object.keys(fields).join(', ')})`);
    const out: Partial<T> = {};
    for (const key of Object.keys(fields) as (keyof T & string)[]) {
      const field = fields[key](value[key], child(at, key));
      if (field !== undefined) out[key] = field;
    }
    return out as T;
  };
}

/** An object used as a map; with `key`, each key is checked as a value of that shape (`oneOf`, `version`). */
export function record<T, K extends string = string>(item: Shape<T>, key?: Shape<K>): Shape<Partial<Record<K, T>>> {
  return (value, at) => {
    if (!isObject(value)) return fail(at, 'an object', value);
    const out: Partial<Record<K, T>> = {};
    for (const [name, entry] of Object.entries(value)) {
      if (name.startsWith('_')) continue;
      out[key ? key(name, `the key ${child(at, name)}`) : (name as K)] = item(entry, child(at, name));
    }
    return out;
  };
}

/** A map with an entry for each of `keys`, and no other. */
export function everyKey<T, K extends string>(item: Shape<T>, keys: readonly K[]): Shape<Record<K, T>> {
  const some = record(item, oneOf(keys));
  return (value, at) => {
    const out = some(value, at);
    const missing = keys.filter((key) => !(key in out));
    if (missing.length) throw new ShapeError(`${at || 'the file'} has no entry for ${missing.join(', ')}`);
    return out as Record<K, T>;
  };
}

/** A field that may be left out. */
export function optional<T>(shape: Shape<T>): Shape<T | undefined> {
  return (value, at) => (value === undefined ? undefined : shape(value, at));
}

/** The data of `file`, checked against `shape`; a mismatch throws an error that names the file. */
export function checkedData<T>(file: string, data: unknown, shape: Shape<T>): T {
  try {
    return shape(data, '');
  } catch (error) {
    if (error instanceof ShapeError) throw new Error(`${file}: ${error.message}`);
    throw error;
  }
}
