// The ownership matrix's row: what a request is, whose it is and what each caller must get. In a
// file of its own, so the row lists (ownership-*-rows.ts) and the table that gathers them
// (ownership-rows.ts) do not import each other.
import type { MatrixWorld } from './ownership-fixture.ts';

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
  /** 'operator': the console; everyone but the operator gets 404 and changes nothing. */
  scope: 'business' | 'account' | 'operator';
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
