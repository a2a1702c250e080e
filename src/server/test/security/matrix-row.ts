// The ownership matrix's row: what a request is, whose it is and what each caller must get. In a
// file of its own, so the row lists (ownership-*-rows.ts) and the table that gathers them
// (ownership-rows.ts) do not import each other.
import type { EndpointAuth } from '#shared/api/endpoint.ts';
import type { MatrixWorld } from './ownership-fixture.ts';

/**
 * 'business': the other user is refused (403/404) and changes nothing; 'account': each user reaches
 * only their own; 'operator': the console, everyone but the operator gets 404 and changes nothing.
 */
export type Scope = 'business' | 'account' | 'operator';

/** The scope the contract's `auth` gives: an owner endpoint's business, the console, one's account. */
export const scopeOf = (auth: EndpointAuth | undefined): Scope =>
  auth === 'owner' ? 'business' : auth === 'operator' ? 'operator' : 'account';

export interface MatrixRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  json?: unknown;
  form?: FormData;
}

export interface MatrixRow {
  /** `METHOD /pattern`, as in the endpoint table. */
  route: string;
  label?: string;
  /**
   * Omitted, it comes from the contract (`scopeOf`). Stated only for a session endpoint naming a thing
   * of the owner's that is not a business they run (a session, an alert, a draft): 'business'.
   */
  scope?: Scope;
  /** Whose row it is when not the main owner (deleting an account needs an account to lose). */
  owner?: 'leaver';
  /** What anonymous gets, when not 401 (a draft's public page is simply not found). */
  anonStatus?: number;
  /** Account rows: what the other user may get for their own account. */
  otherStatus?: number[];
  /** Account rows: what the other user's answer must (not) show. */
  checkOther?: (body: unknown, w: MatrixWorld) => void;
  request: (w: MatrixWorld) => MatrixRequest | Promise<MatrixRequest>;
}

/** A row as the matrix runs it: its scope settled. */
export type ScopedRow = MatrixRow & { scope: Scope };
