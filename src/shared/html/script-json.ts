// Data the server writes into a page for the browser to read: JSON blocks, never executable
// scripts (the CSP allows no inline scripts).

/** The server-rendered page's query cache (read once by the browser before hydrating). */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

/** JSON that is safe inside a <script> element: nothing in it can close the tag or start a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** A non-executable JSON block holding `safeJson` (made by scriptJson). */
export const jsonBlockOf = (id: string, safeJson: string) =>
  `<script type="application/json" id="${id}">${safeJson}</script>`;

/** A non-executable JSON block. */
export const jsonBlock = (id: string, value: unknown) => jsonBlockOf(id, scriptJson(value));
