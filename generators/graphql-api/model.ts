import { Kind, parse, type FieldDefinitionNode, type TypeNode } from 'graphql';

/**
 * The entity schema of one indexer (schema/<section>.graphql) read into a small model: the
 * input of both API derivations. Only the subset of SDL that entity schemas use is accepted.
 */
export type FieldKind = 'scalar' | 'enum' | 'reference' | 'derived';

export interface EntityField {
  name: string;
  /** Named type without list or non-null wrappers, e.g. `BigInt` or `Stream`. */
  type: string;
  nonNull: boolean;
  list: boolean;
  kind: FieldKind;
  /** For `derived` fields: the field of the target entity that points back here. */
  derivedFrom?: string;
  description?: string;
}

export interface Entity {
  name: string;
  description?: string;
  immutable: boolean;
  /** Stored by Envio only (the subgraphs do not have it). */
  envioOnly: boolean;
  fields: EntityField[];
}

export interface EnumDef {
  name: string;
  description?: string;
  values: { name: string; description?: string }[];
}

export interface EntityModel {
  enums: EnumDef[];
  entities: Entity[];
}

interface Unwrapped {
  name: string;
  nonNull: boolean;
  list: boolean;
}

function unwrap(node: TypeNode): Unwrapped {
  if (node.kind === Kind.NON_NULL_TYPE) return { ...unwrap(node.type), nonNull: true };
  if (node.kind === Kind.LIST_TYPE) return { name: unwrap(node.type).name, nonNull: false, list: true };
  return { name: node.name.value, nonNull: false, list: false };
}

function directiveArg(field: FieldDefinitionNode, directive: string, arg: string): string | undefined {
  const found = field.directives?.find((d) => d.name.value === directive);
  const value = found?.arguments?.find((a) => a.name.value === arg)?.value;
  return value && value.kind === Kind.STRING ? value.value : undefined;
}

export function parseEntitySchema(sdl: string): EntityModel {
  const doc = parse(sdl);
  const enums: EnumDef[] = [];
  const objects = [];
  for (const def of doc.definitions) {
    if (def.kind === Kind.ENUM_TYPE_DEFINITION) {
      enums.push({
        name: def.name.value,
        description: def.description?.value,
        values: (def.values ?? []).map((v) => ({ name: v.name.value, description: v.description?.value })),
      });
    } else if (def.kind === Kind.OBJECT_TYPE_DEFINITION) {
      objects.push(def);
    }
  }
  const enumNames = new Set(enums.map((e) => e.name));
  const entityNames = new Set(objects.map((o) => o.name.value));
  const entities: Entity[] = objects.map((obj) => {
    const entityDirective = obj.directives?.find((d) => d.name.value === 'entity');
    if (!entityDirective) throw new Error(`${obj.name.value}: every object type must carry @entity`);
    const immutableArg = entityDirective.arguments?.find((a) => a.name.value === 'immutable')?.value;
    const fields = (obj.fields ?? []).map((field): EntityField => {
      const t = unwrap(field.type);
      const derivedFrom = directiveArg(field, 'derivedFrom', 'field');
      let kind: FieldKind = 'scalar';
      if (entityNames.has(t.name)) kind = derivedFrom ? 'derived' : 'reference';
      else if (enumNames.has(t.name)) kind = 'enum';
      if (derivedFrom && kind !== 'derived') throw new Error(`${obj.name.value}.${field.name.value}: @derivedFrom on a non-entity`);
      if (kind === 'reference' && t.list) throw new Error(`${obj.name.value}.${field.name.value}: stored entity lists are not supported`);
      return {
        name: field.name.value,
        type: t.name,
        nonNull: t.nonNull,
        list: t.list,
        kind,
        derivedFrom,
        description: field.description?.value,
      };
    });
    return {
      name: obj.name.value,
      description: obj.description?.value,
      immutable: immutableArg?.kind === Kind.BOOLEAN ? immutableArg.value : false,
      envioOnly: Boolean(obj.directives?.some((d) => d.name.value === 'envioOnly')),
      fields,
    };
  });
  return { enums, entities };
}
