/**
 * Shape of an example's JSON module (.generated/solidity-examples/, .generated/ts-examples/), which the
 * example generators write (lib/example-regions.ts splits the regions) and SolidityExample reads.
 */

export interface ExampleText {
  /** Path relative to the repository root, e.g. `examples/lockup/X.sol`. */
  path: string;
  /** The file without its marker lines. */
  source: string;
  regions: Record<string, string>;
}
