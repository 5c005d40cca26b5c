import { REFERENCE_ITEM_CLASS } from '../../markdown/rehype-reference-items';

/**
 * Sections the browser draws only when they near the screen (`content-visibility: auto`): deployments chains
 * and contract items. Until drawn, their text has no layout (`innerText` is empty, their fonts are not loaded).
 */
export const LATE_SECTIONS = `section[data-chain-id], section.${REFERENCE_ITEM_CLASS}`;

/** A stylesheet that draws every late section at once, for checks that need the whole page drawn. */
export const DRAW_LATE_SECTIONS = `${LATE_SECTIONS} { content-visibility: visible !important; }`;
