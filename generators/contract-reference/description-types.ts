/** Who may call a state-changing function. Rendered on the access-control pages. */
export type Role =
  | 'anyone'
  | 'sender'
  | 'recipient'
  | 'operator'
  | 'admin'
  | 'factory-admin'
  | 'campaign-admin'
  | 'factory'
  | 'owner'
  | 'eligible-claimant'
  | 'comptroller'
  | 'comptroller-admin'
  | 'fee-manager'
  | 'fee-collector'
  | 'attestor-manager'
  | 'share-holder'
  | 'share-token'
  | 'sablier-bob'
  | 'seller'
  | 'buyer';

export const roleLabels: Record<Role, string> = {
  anyone: 'Anyone',
  sender: 'Stream sender',
  recipient: 'Stream recipient (NFT owner)',
  operator: 'Approved operator',
  admin: 'Contract admin',
  'factory-admin': 'Factory admin',
  'campaign-admin': 'Campaign admin',
  factory: 'The factory contract',
  owner: 'Token owner',
  'eligible-claimant': 'Anyone holding a valid proof',
  comptroller: 'The comptroller contract',
  'comptroller-admin': 'Comptroller admin',
  'fee-manager': 'Comptroller fee manager (FEE_MANAGEMENT_ROLE)',
  'fee-collector': 'Comptroller fee collector (FEE_COLLECTOR_ROLE)',
  'attestor-manager': 'Comptroller attestor manager (ATTESTOR_MANAGER_ROLE)',
  'share-holder': 'Vault share holder',
  'share-token': "The vault's share token (BobVaultShare)",
  'sablier-bob': 'The SablierBob contract',
  seller: 'Order seller',
  buyer: 'Order buyer',
};

/** Our text for one function or event. Keys are readable signatures: `name(type,type)`. */
export interface ItemDoc {
  /** What it does, in our words. */
  text: string;
  /** For state-changing functions: who may call it. */
  caller?: Role[];
  /** Extra words about the caller rule (shown next to the roles). */
  callerNote?: string;
  /** Error names it can revert with (checked against the ABIs and declared errors). */
  reverts?: string[];
  /** Event names it emits (checked against the ABIs). */
  emits?: string[];
}

/** Our text for one custom error. */
export interface ErrorDoc {
  /** What triggers it. */
  text: string;
  /** How a caller avoids or fixes it. */
  fix: string;
}

/** An item that is not in the package ABIs, declared from the contract sources. */
export interface DeclaredFunction {
  /** Solidity declaration, e.g. `calculateSegmentTimestamps(LockupDynamic.SegmentWithDuration[] segments, uint40 startTime)`. */
  declaration: string;
  returns?: string;
  visibility: 'external' | 'public' | 'internal';
  /** Heading anchor, needed only for overloads. */
  anchor?: string;
  mutability?: 'pure' | 'view' | 'nonpayable' | 'payable';
  text: string;
  reverts?: string[];
}

export interface DeclaredError extends ErrorDoc {
  /** Solidity declaration with parameter names, e.g. `SablierHelpers_SegmentCountZero()`. */
  declaration: string;
  /** Contracts that surface it to callers. */
  raisedBy: string[];
}

export interface ProtocolDocs {
  functions: Record<string, ItemDoc>;
  events: Record<string, ItemDoc>;
  errors: Record<string, ErrorDoc>;
  /** Errors declared in the Errors library but absent from the ABIs (raised in linked libraries). */
  declaredErrors: Record<string, DeclaredError>;
  /** Functions that appear in no ABI: hooks, descriptors and library internals, keyed by page slug. */
  declaredFunctions: Record<string, DeclaredFunction[]>;
  /** One line per struct or enum, keyed by `Library.Name` (or `Name` for top-level types). */
  types: Record<string, string>;
  /** Enum members, in declaration order. */
  enums: Record<string, string[]>;
  /** Fields of the structs no ABI reaches (kept in storage only), as the sources declare them. */
  structFields: Record<string, { type: string; name: string }[]>;
  /**
   * What each field of a struct holds, by field name (`- Field name: …` lines under the struct). Optional per
   * struct; a struct that has them has one for every field, and the page's field table gains a column.
   */
  fieldNotes?: Record<string, Record<string, string>>;
}
