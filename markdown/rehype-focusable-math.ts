import type { Element, Root } from 'hast';

/**
 * Display formulas scroll sideways on narrow screens; a scrolling region must be reachable by
 * keyboard (WCAG 2.1.1), so each one gets tabindex="0" and a name that says what it is.
 * Runs after rehype-katex, which produced the `.katex-display` wrappers.
 */
export default function rehypeFocusableMath() {
  return (tree: Root): void => {
    const visit = (node: Root | Element): void => {
      for (const child of node.children) {
        if (child.type !== 'element') continue;
        const classes = child.properties?.className;
        if (Array.isArray(classes) && classes.includes('katex-display')) {
          child.properties = { ...child.properties, tabIndex: 0, role: 'group', ariaLabel: 'Formula' };
        } else {
          visit(child);
        }
      }
    };
    visit(tree);
  };
}
