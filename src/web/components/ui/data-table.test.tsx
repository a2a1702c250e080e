import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable } from './data-table.tsx';

afterEach(cleanup);

const rows = [
  { id: 'a', name: 'Alabama', count: 2 },
  { id: 'b', name: 'Alaska', count: 0 },
];
const columns = [
  { key: 'name', header: 'State', primary: true, cell: (r: (typeof rows)[number]) => r.name },
  { key: 'count', header: 'Published', numeric: true, cell: (r: (typeof rows)[number]) => r.count },
];

describe('DataTable', () => {
  it('is a captioned table with column headers; each cell but the row name carries its column name', () => {
    render(<DataTable caption="States" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'States' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['State', 'Published']);
    const cells = table.querySelectorAll('td');
    expect([...cells].map((c) => c.getAttribute('data-label'))).toEqual([
      null,
      'Published',
      null,
      'Published',
    ]);
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('shows the empty message instead of an empty table', () => {
    render(
      <DataTable
        caption="States"
        columns={columns}
        rows={[]}
        rowKey={(r) => r.id}
        empty={<p>No actions match.</p>}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No actions match.')).toBeTruthy();
  });
});
