import type { PageSpec, ProtocolLayout } from './layout';
import { routeOf, typeAnchor } from './render';

/**
 * The names earlier docs gave our contract pages. Those docs published `forge doc` output, which
 * names a page after the kind and name of what a source file declares (`contract.SablierLockup`,
 * `abstract.SablierLockupBase`, `interface.ISablierLockup`, `library.VestingMath`), and a file
 * with several top-level items (`types/DataTypes.sol`) one page per item: `library.LockupLinear`,
 * `struct.Broker`. Our pages mirror the source files one to one, so each page's old names follow
 * from its folder, its title and, for types pages, the namespaces it shows. Nothing here is a list
 * of names: a new page in layout.ts gets its old name with it.
 */
export interface OldName {
  from: string;
  to: string;
}

/** The forge-doc kind of each folder of a protocol's contracts; top-level pages are contracts. */
const kindOfFolder: Record<string, string> = {
  '': 'contract',
  abstracts: 'abstract',
  interfaces: 'interface',
  // Bob's minimal interfaces of the Lido, Curve and WETH contracts it calls (bob/src/interfaces/external).
  'interfaces/external': 'interface',
  libraries: 'library',
};

/** Old page names (relative to the contracts folder) of one page. */
export function oldPageNames(page: PageSpec, topLevelStructs: string[]): string[] {
  const slash = page.slug.lastIndexOf('/');
  const folder = slash < 0 ? '' : page.slug.slice(0, slash);
  const prefix = folder ? `${folder}/` : '';
  if (folder === 'types') {
    // One old page per namespace shown here ('' stands for the file's top-level structs).
    return (page.typeLibs ?? []).flatMap((lib) =>
      lib ? [`${prefix}library.${lib}`] : topLevelStructs.map((name) => `${prefix}struct.${name}`),
    );
  }
  const kind = kindOfFolder[folder];
  if (!kind) throw new Error(`contract-reference: no forge-doc kind for folder "${folder}" (page ${page.slug})`);
  return [`${prefix}${kind}.${page.title}`];
}

/**
 * Where the pages of each protocol lived before. Lockup's reference was once at
 * /contracts/v2/reference/contracts (the `/contracts/v2/reference` folder rule of redirects.ts),
 * so its old names are answered there too, straight to the page rather than through two hops.
 * The comptroller is part of Sablier's utils package, under whose name earlier docs published it, with
 * and without the `contracts` folder.
 */
const EARLIER_HOMES: Partial<Record<ProtocolLayout['protocol'], string[]>> = {
  lockup: ['/contracts/v2/reference/contracts'],
  comptroller: ['/reference/utils/contracts', '/reference/utils'],
};

export function oldHomes(layout: ProtocolLayout): string[] {
  return [`/reference/${layout.protocol}/contracts`, ...(EARLIER_HOMES[layout.protocol] ?? [])];
}

export function oldNameRedirects(layout: ProtocolLayout, topLevelStructs: string[]): OldName[] {
  return oldHomes(layout).flatMap((home) =>
    layout.pages.flatMap((page) =>
      oldPageNames(page, topLevelStructs).map((name) => ({ from: `${home}/${name}`, to: routeOf(layout, page.slug) })),
    ),
  );
}

/**
 * forge doc gave an enum declared outside any library a page of its own (`types/enum.ClaimType`). Here it is a
 * section of the current release's types page that shows the top-level declarations.
 */
export function topLevelEnumRedirects(layout: ProtocolLayout, enums: string[]): OldName[] {
  if (enums.length === 0) return [];
  const page = layout.pages.find((p) => !p.release && p.typeLibs?.includes(''));
  if (!page)
    throw new Error(`contract-reference: ${layout.protocol} has top-level enums (${enums.join(', ')}) but no types page shows them`);
  return oldHomes(layout).flatMap((home) =>
    enums.map((name) => ({ from: `${home}/types/enum.${name}`, to: `${routeOf(layout, page.slug)}#${typeAnchor(name)}` })),
  );
}
